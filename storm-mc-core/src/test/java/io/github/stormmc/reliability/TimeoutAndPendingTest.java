package io.github.stormmc.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.ReliableSpout;
import io.github.stormmc.testing.ReliableSpout.Outcome;
import io.github.stormmc.testing.ReliableSpout.Pending;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.Test;

/** Message timeouts, resetTimeout, max.spout.pending and double acks. */
class TimeoutAndPendingTest {

    /** Acks every tuple except id 0, which it holds forever (or keeps alive with resetTimeout, then acks). */
    static final class HoldingBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final boolean keepAlive;
        private final long holdNanos;
        private transient OutputCollector collector;
        private transient Tuple held;
        private transient long heldSince;

        HoldingBolt(boolean keepAlive, long holdMillis) {
            this.keepAlive = keepAlive;
            this.holdNanos = holdMillis * 1_000_000L;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            if (input.getSourceComponent().equals("__system")) { // tick: keep the held tuple alive, or let it go
                if (held != null && keepAlive) {
                    if (System.nanoTime() - heldSince >= holdNanos) {
                        collector.ack(held);
                        held = null;
                    } else {
                        collector.resetTimeout(held);
                    }
                }
                return;
            }
            if (input.getInteger(0) == 0 && held == null && heldSince == 0) {
                held = input;
                heldSince = System.nanoTime();
                return;
            }
            collector.ack(input);
        }

        @Override
        public Map<String, Object> getComponentConfiguration() {
            return Map.of(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS, 1);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    private static List<Outcome> outcomes(String key, String kind) {
        return Recorder.events(key, Outcome.class).stream().filter(o -> o.kind().equals(kind)).collect(Collectors.toList());
    }

    @Test
    void aHeldTupleFailsAfterTheTimeoutAndWithinOneAndAHalfTimesIt() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new ReliableSpout(key, 3));
        builder.setBolt("hold", new HoldingBolt(false, 0)).shuffleGrouping("spout");
        Config conf = new Config();
        conf.setMessageTimeoutSecs(2);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("timeout", conf, builder.createTopology());
            Await.until("the fail of id 0", () -> !outcomes(key, "fail").isEmpty());
        }
        Outcome emit = outcomes(key, "emit").stream().filter(o -> o.id() == 0).findFirst().orElseThrow();
        Outcome fail = outcomes(key, "fail").get(0);
        assertEquals(0, fail.id());
        long elapsedMillis = (fail.atNanos() - emit.atNanos()) / 1_000_000L;
        assertTrue(elapsedMillis >= 2000 && elapsedMillis <= 3000, "failed after " + elapsedMillis + " ms");
        // the spout replays 0 after its fail, and the bolt acks the replay
        assertEquals(List.of(1, 2), outcomes(key, "ack").stream().filter(o -> o.atNanos() < fail.atNanos())
            .map(Outcome::id).sorted().collect(Collectors.toList()));
    }

    @Test
    void resetTimeoutKeepsATreeAliveBeyondTheTimeout() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new ReliableSpout(key, 3));
        builder.setBolt("hold", new HoldingBolt(true, 3500)).shuffleGrouping("spout");
        Config conf = new Config();
        conf.setMessageTimeoutSecs(2);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("reset", conf, builder.createTopology());
            Await.until("the ack of id 0", () -> outcomes(key, "ack").stream().anyMatch(o -> o.id() == 0));
        }
        assertEquals(List.of(), outcomes(key, "fail"));
        assertEquals(List.of(0, 1, 2), outcomes(key, "ack").stream().map(Outcome::id).sorted().collect(Collectors.toList()));
    }

    /** Acks in batches of 3, so trees stay pending for a while and the spout hits its limit. */
    static final class BatchAckBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private transient OutputCollector collector;
        private transient Deque<Tuple> batch;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
            this.batch = new ArrayDeque<>();
        }

        @Override
        public void execute(Tuple input) {
            if (input.getSourceComponent().equals("__system")) {
                batch.forEach(collector::ack);
                batch.clear();
                return;
            }
            batch.add(input);
            if (batch.size() == 3) {
                batch.forEach(collector::ack);
                batch.clear();
            }
        }

        @Override
        public Map<String, Object> getComponentConfiguration() {
            return Map.of(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS, 1);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    @Test
    void maxSpoutPendingIsNeverExceededAndGetPendingCountAgrees() throws Exception {
        String key = Recorder.newKey();
        int n = 300;
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new ReliableSpout(key, n)).setMaxSpoutPending(10);
        builder.setBolt("batch", new BatchAckBolt(), 2).shuffleGrouping("spout");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("pending", new Config(), builder.createTopology());
            Await.until("all acked", () -> outcomes(key, "ack").size() == n);
        }
        List<Pending> pending = Recorder.events(key, Pending.class);
        int max = pending.stream().mapToInt(Pending::inFlight).max().orElseThrow();
        assertEquals(10, max);
        pending.forEach(p -> assertEquals(p.inFlight(), p.reported()));
    }

    /** Acks every tuple twice: the second ack is reported and ignored, and the tree still completes once. */
    static final class DoubleAckBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private transient OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            collector.ack(input);
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    @Test
    void ackingTwiceIsReportedAndDoesNotCorruptTheTree() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new ReliableSpout(key, 20));
        builder.setBolt("twice", new DoubleAckBolt()).shuffleGrouping("spout");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("twice", new Config(), builder.createTopology());
            Await.until("all acked", () -> outcomes(key, "ack").size() == 20);
            String error = cluster.getTopologyInfoByName("twice").get_errors().get("twice").get(0).get_error();
            assertTrue(error.contains("acked a tuple that was already acked or failed; the second call was ignored"), error);
        }
        assertEquals(List.of(), outcomes(key, "fail"));
    }
}
