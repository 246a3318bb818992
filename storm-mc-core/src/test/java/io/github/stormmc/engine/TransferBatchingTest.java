package io.github.stormmc.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.config.StormMcConfig;
import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Received;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.RecordingBolt;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * Emits are batched per target queue (see TupleTransfer and BatchingRule): whatever the batch size, queue size or emitting thread,
 * every tuple arrives exactly once and in emit order.
 */
class TransferBatchingTest {
    private static final int INPUTS = 40;
    private static final int FAN_OUT = 50;

    /** Emits FAN_OUT tuples per input in one execute: far more than a tiny downstream queue holds. */
    static final class FanOutBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private transient OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            int n = input.getInteger(0);
            for (int i = 0; i < FAN_OUT; i++) {
                collector.emit(new Values(n * FAN_OUT + i));
            }
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("n"));
        }
    }

    /** Emits from a thread of its own, as some user code does, while its executor has no input to handle. */
    static final class BackgroundEmitterBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        static final int COUNT = 500;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            Thread t = new Thread(() -> {
                for (int i = 0; i < COUNT; i++) {
                    collector.emit(new Values(i));
                }
            }, "user-emitter");
            t.setDaemon(true);
            t.start();
        }

        @Override
        public void execute(Tuple input) {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("n"));
        }
    }

    private static List<List<Object>> inputs() {
        List<List<Object>> inputs = new ArrayList<>();
        for (int n = 0; n < INPUTS; n++) {
            inputs.add(new Values(n));
        }
        return inputs;
    }

    private static List<Integer> receivedInOrder(String key, String component) {
        return Recorder.events(key, Received.class).stream().filter(r -> r.component().equals(component))
            .map(r -> (Integer) r.values().get(0)).collect(Collectors.toList());
    }

    @ParameterizedTest(name = "batch size {0}")
    @ValueSource(ints = {1, 3, 64, 1000})
    void fanOutThroughATinyQueueArrivesWholeAndInOrder(int batchSize) throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("src", new FixedSpout(key, new Fields("n"), inputs()));
        builder.setBolt("fan", new FanOutBolt()).shuffleGrouping("src");
        builder.setBolt("sink", new RecordingBolt(key).withComponentConf(
            Map.of(Config.TOPOLOGY_EXECUTOR_RECEIVE_BUFFER_SIZE, 8))).shuffleGrouping("fan");
        Config conf = new Config();
        conf.put(StormMcConfig.TRANSFER_BATCH_SIZE, batchSize);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("batching", conf, builder.createTopology());
            Await.until("all fanned-out tuples", () -> Recorder.count(key, Received.class) == INPUTS * FAN_OUT);
            assertEquals(IntStream.range(0, INPUTS * FAN_OUT).boxed().collect(Collectors.toList()),
                receivedInOrder(key, "sink"));
        }
    }

    @Test
    void emitsFromAUserThreadAreNotHeldBack() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("idle", new FixedSpout(key, new Fields("n"), List.of())); // the bolt gets no input at all
        builder.setBolt("background", new BackgroundEmitterBolt()).shuffleGrouping("idle");
        builder.setBolt("sink", new RecordingBolt(key)).shuffleGrouping("background");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("background-emits", new Config(), builder.createTopology());
            Await.until("background emits", () -> Recorder.count(key, Received.class) == BackgroundEmitterBolt.COUNT);
            assertEquals(IntStream.range(0, BackgroundEmitterBolt.COUNT).boxed().collect(Collectors.toList()),
                receivedInOrder(key, "sink"));
        }
    }

    @Test
    void aBatchSizeBelowOneIsRejectedNamingTheKey() throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("src", new FixedSpout(Recorder.newKey(), new Fields("n"), inputs()));
        Config conf = new Config();
        conf.put(StormMcConfig.TRANSFER_BATCH_SIZE, 0);
        try (LocalCluster cluster = new LocalCluster()) {
            Exception e = assertThrows(Exception.class,
                () -> cluster.submitTopology("bad-batch", conf, builder.createTopology()));
            StringBuilder messages = new StringBuilder();
            for (Throwable t = e; t != null; t = t.getCause()) {
                messages.append(t.getMessage()).append('\n');
            }
            assertTrue(messages.toString().contains(StormMcConfig.TRANSFER_BATCH_SIZE), messages.toString());
        }
    }
}
