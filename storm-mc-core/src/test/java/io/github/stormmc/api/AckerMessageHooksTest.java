package io.github.stormmc.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Recorder;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.Testing;
import org.apache.storm.hooks.BaseTaskHook;
import org.apache.storm.hooks.info.EmitInfo;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.testing.CompleteTopologyParam;
import org.apache.storm.testing.FixedTuple;
import org.apache.storm.testing.MockedSources;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/**
 * Task hooks see, as emits, the messages Storm sends to its ackers: one per tree a spout starts, and one per tree of
 * each input a bolt acks or fails, on Storm's acker streams, addressed to one acker task.
 */
class AckerMessageHooksTest {

    /** Records each emit the hook sees as "stream to N task(s)", and checks acker targets are acker tasks. */
    static final class RecordingHook extends BaseTaskHook {
        private final String key;
        private transient List<Integer> ackers;

        RecordingHook(String key) {
            this.key = key;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context) {
            ackers = context.getComponentTasks("__acker");
        }

        @Override
        public void emit(EmitInfo info) {
            boolean toAcker = info.stream.startsWith("__ack_");
            String target = toAcker && ackers.containsAll(info.outTasks) ? " to an acker" : "";
            Recorder.record(key, info.stream + " " + info.values.size() + " values to " + info.outTasks.size() + target);
        }
    }

    /** Emits each input anchored, then acks the first and third inputs and fails the second. */
    static final class AckFailBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final String key;
        private transient OutputCollector collector;
        private transient int seen;

        AckFailBolt(String key) {
            this.key = key;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
            RecordingHook hook = new RecordingHook(key);
            hook.prepare(conf, context);
            context.addTaskHook(hook);
        }

        @Override
        public void execute(Tuple input) {
            collector.emit(input, new Values(input.getValue(0)));
            if (++seen == 2) {
                collector.fail(input);
            } else {
                collector.ack(input);
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("v"));
        }
    }

    @Test
    void boltAcksAndFailsAreEmitsToAnAcker() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new ReliableSpout(Recorder.newKey(), 0));
        builder.setBolt("bolt", new AckFailBolt(key)).shuffleGrouping("spout");
        CompleteTopologyParam param = new CompleteTopologyParam();
        param.setMockedSources(new MockedSources(Map.of("spout",
            List.of(new FixedTuple(new Values(1)), new FixedTuple(new Values(2)), new FixedTuple(new Values(3))))));
        try (LocalCluster cluster = new LocalCluster()) {
            Testing.completeTopology(cluster, builder.createTopology(), param);
        }
        assertEquals(List.of("default 1 values to 1", "__ack_ack 2 values to 1 to an acker",
                "default 1 values to 1", "__ack_fail 1 values to 1 to an acker",
                "default 1 values to 1", "__ack_ack 2 values to 1 to an acker"),
            Recorder.events(key, String.class));
    }

    /** Emits {@code count} tuples with message ids (or without, when count is negative) and records hook emits. */
    static final class ReliableSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final int count;
        private transient SpoutOutputCollector collector;
        private transient int next;

        ReliableSpout(String key, int count) {
            this.key = key;
            this.count = count;
        }

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
            RecordingHook hook = new RecordingHook(key);
            hook.prepare(conf, context);
            context.addTaskHook(hook);
        }

        @Override
        public void nextTuple() {
            if (next < Math.abs(count)) {
                next++;
                if (count > 0) {
                    collector.emit(new Values(next), "id-" + next);
                } else {
                    collector.emit(new Values(next));
                }
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("v"));
        }
    }

    @Test
    void aReliableSpoutEmitStartsATreeWithAnEmitToAnAcker() throws Exception {
        String reliable = Recorder.newKey();
        String unreliable = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("reliable", new ReliableSpout(reliable, 2));
        builder.setSpout("unreliable", new ReliableSpout(unreliable, -1));
        builder.setBolt("bolt", new AckFailBolt(Recorder.newKey())).shuffleGrouping("reliable").shuffleGrouping("unreliable");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("acker-init-hooks", new Config(), builder.createTopology());
            io.github.stormmc.testing.Await.until("spout emits",
                () -> Recorder.count(reliable, String.class) >= 4 && Recorder.count(unreliable, String.class) >= 1);
        }
        assertEquals(List.of("default 1 values to 1", "__ack_init 3 values to 1 to an acker",
            "default 1 values to 1", "__ack_init 3 values to 1 to an acker"), Recorder.events(reliable, String.class));
        assertEquals(List.of("default 1 values to 1"), Recorder.events(unreliable, String.class));
    }
}
