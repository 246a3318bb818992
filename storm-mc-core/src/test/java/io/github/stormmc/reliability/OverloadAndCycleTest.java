package io.github.stormmc.reliability;

import io.github.stormmc.testing.FloodSpout;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.executor.Executor;
import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.ReliableSpout;
import io.github.stormmc.testing.ReliableSpout.Outcome;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
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
import org.junit.jupiter.api.Test;

/** Backpressure bounds what is in flight; a topology with a cycle does not deadlock. */
class OverloadAndCycleTest {


    static final class SlowBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        }

        @Override
        public void execute(Tuple input) {
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "transfer batch size {0}")
    @org.junit.jupiter.params.provider.ValueSource(ints = {1, 64})
    void aFloodingSpoutIsHeldBackByTheConsumerQueue(int batchSize) throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("flood", new FloodSpout(1024));
        builder.setBolt("slow", new SlowBolt()).shuffleGrouping("flood");
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_EXECUTOR_RECEIVE_BUFFER_SIZE, 256);
        conf.put(io.github.stormmc.config.StormMcConfig.TRANSFER_BATCH_SIZE, batchSize);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("flood", conf, builder.createTopology());
            RunningTopology running = cluster.stormMc().byName("flood");
            Executor spout = running.worker().executors().stream().filter(Executor::isSpout).findFirst().orElseThrow();
            Executor slow = running.worker().executors().stream().filter(e -> !e.isSpout()).findFirst().orElseThrow();
            long deadline = System.currentTimeMillis() + 3000;
            long maxInFlight = 0;
            while (System.currentTimeMillis() < deadline) {
                long executed = slow.stats().executed().total(); // read first: the difference can only be overstated
                long sent = spout.stats().transferred().total();
                maxInFlight = Math.max(maxInFlight, sent - executed);
                assertTrue(slow.queue().population() <= slow.queue().capacity());
                Thread.sleep(5);
            }
            // queued (the ring's 256 entries, each a tuple or a batch of up to batchSize), the spout's one unpublished
            // batch, and the tuple being executed
            assertTrue(maxInFlight <= 256L * batchSize + batchSize + 1, "in flight: " + maxInFlight);
            assertTrue(maxInFlight >= 200, "the queue should have filled up: " + maxInFlight);
            assertEquals(0, slow.queue().overflowSize());
        }
    }

    /** Sends each tuple around the loop (to itself) until it has made {@code hops} hops, anchored, then acks. */
    static final class LoopBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private static final Map<String, AtomicLong> ARRIVALS = new java.util.concurrent.ConcurrentHashMap<>();
        private final String key;
        private final int hops;
        private transient OutputCollector collector;

        LoopBolt(String key, int hops) {
            this.key = key;
            this.hops = hops;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            int hop = input.getSourceComponent().equals("loop") ? input.getInteger(1) : 0;
            if (hop < hops) {
                // several copies per hop fill the small queue faster than the loop drains it
                collector.emit("again", input, new Values(input.getValue(0), hop + 1));
                collector.emit("again", input, new Values(input.getValue(0), hop + 1));
            } else {
                ARRIVALS.computeIfAbsent(key, k -> new AtomicLong()).incrementAndGet();
            }
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declareStream("again", new Fields("id", "hop"));
        }
    }

    @Test
    void aBoltFeedingItselfThroughASmallQueueFinishesWithoutDeadlock() throws Exception {
        String key = Recorder.newKey();
        int n = 200;
        int hops = 5;
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new ReliableSpout(key, n));
        builder.setBolt("loop", new LoopBolt(key, hops), 2).shuffleGrouping("spout").shuffleGrouping("loop", "again");
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_EXECUTOR_RECEIVE_BUFFER_SIZE, 16);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("cycle", conf, builder.createTopology());
            Await.until("every id acked", () -> Recorder.events(key, Outcome.class).stream()
                .filter(o -> o.kind().equals("ack")).count() == n);
        }
        assertEquals((long) n << hops, LoopBolt.ARRIVALS.get(key).get()); // 2^hops copies of each id
        assertEquals(0, Recorder.events(key, Outcome.class).stream().filter(o -> o.kind().equals("fail")).count());
    }
}
