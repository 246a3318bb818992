package io.github.stormmc.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Received;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.RecordingBolt;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.TupleUtils;
import org.junit.jupiter.api.Test;

/** Tick tuples reach exactly the components that asked for them, per task, with Storm's shape. */
class TickTupleTest {

    /** Records the ticks it receives. */
    static final class TickBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final Map<String, Object> conf;
        private transient TopologyContext context;

        TickBolt(String key, Map<String, Object> conf) {
            this.key = key;
            this.conf = conf;
        }

        @Override
        public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
            this.context = context;
        }

        @Override
        public void execute(Tuple tuple) {
            if (TupleUtils.isTick(tuple)) {
                Recorder.record(key, new Received(context.getThisComponentId(), context.getThisTaskId(),
                    context.getThisTaskIndex(), tuple.getSourceComponent(), tuple.getSourceStreamId(),
                    tuple.getSourceTask(), tuple.getValues()));
                Recorder.record(key, tuple.getFields().toList());
            }
        }

        @Override
        public Map<String, Object> getComponentConfiguration() {
            return conf;
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    @Test
    void ticksGoOnlyToComponentsThatAskedForThem() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FixedSpout(key, new Fields("n"), List.of()));
        builder.setBolt("ticking", new TickBolt(key, Map.of(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS, 1)), 2)
            .shuffleGrouping("spout");
        builder.setBolt("declared", new TickBolt(key, null)).shuffleGrouping("spout")
            .addConfiguration(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS, 1);
        builder.setBolt("quiet", new TickBolt(key, null)).shuffleGrouping("spout");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("ticks", new Config(), builder.createTopology());
            Await.until("two ticks per ticking task", () -> Recorder.events(key, Received.class).stream()
                .filter(r -> r.component().equals("ticking")).count() >= 4
                && Recorder.events(key, Received.class).stream().anyMatch(r -> r.component().equals("declared")));
        }
        List<Received> ticks = Recorder.events(key, Received.class);
        assertTrue(ticks.stream().noneMatch(r -> r.component().equals("quiet")));
        for (Received tick : ticks) {
            assertEquals("__system", tick.sourceComponent());
            assertEquals("__tick", tick.stream());
            assertEquals(-1, tick.sourceTask());
            assertEquals(List.of(1), tick.values());
        }
        assertEquals(List.of("rate_secs"), Recorder.events(key, List.class).get(0));
        assertEquals(2, ticks.stream().filter(r -> r.component().equals("ticking")).map(Received::taskId).distinct().count());
    }
}
