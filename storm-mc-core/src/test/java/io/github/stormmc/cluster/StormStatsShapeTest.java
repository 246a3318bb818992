package io.github.stormmc.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.ExecutorSummary;
import org.apache.storm.generated.SpoutStats;
import org.apache.storm.generated.TopologyInfo;
import org.apache.storm.generated.TopologySummary;
import org.apache.storm.metric.LoggingMetricsConsumer;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/**
 * What tools reading a topology through Nimbus' API (storm-perf's MetricsSample, the UI) see. Expectations were
 * measured on Apache Storm 2.8.2's LocalCluster with the same topologies.
 */
class StormStatsShapeTest {

    @Test
    void countsIncludeTheHiddenExecutorsStormRuns() throws Exception {
        try (LocalCluster cluster = new LocalCluster()) {
            Config withAcker = new Config(); // one acker per worker by default
            cluster.submitTopology("acked", withAcker, spoutAndBolt());
            Config withConsumer = new Config();
            withConsumer.registerMetricsConsumer(LoggingMetricsConsumer.class, 1);
            cluster.submitTopology("consumer", withConsumer, spoutAndBolt());
            Config noAckers = new Config();
            noAckers.setNumAckers(0);
            cluster.submitTopology("unacked", noAckers, spoutAndBolt());

            // Storm 2.8.2: 3/3, 4/4 (the acker and the consumer) and 2/2.
            assertEquals(List.of(3, 3), counts(cluster, "acked"));
            assertEquals(List.of(4, 4), counts(cluster, "consumer"));
            assertEquals(List.of(2, 2), counts(cluster, "unacked"));
            // Storm 2.8.2 lists them with their task ranges; task ids follow component ids in sorted order.
            assertEquals(Map.of("__acker", List.of(1, 1), "__metrics_org.apache.storm.metric.LoggingMetricsConsumer",
                List.of(2, 2), "bolt", List.of(3, 3), "spout", List.of(4, 4)), executors(cluster, "consumer"));
            assertEquals(Map.of("bolt", List.of(1, 1), "spout", List.of(2, 2)), executors(cluster, "unacked"));
        }
    }

    @Test
    void aSpoutThatNeverAcksHasNoCompleteLatencyWindowsAsInStorm() throws Exception {
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("unreliable", new Config(), spoutAndBolt());
            Await.until("the bolt has executed tuples", () -> executed(cluster, "unreliable") > 10);
            SpoutStats stats = spoutStats(cluster.getTopologyInfoByName("unreliable"));
            // Storm 2.8.2 returns {} for both: no ":all-time" window holding an empty map (storm-perf prints NaN then).
            assertEquals(Map.of(), stats.get_complete_ms_avg());
            assertEquals(Map.of(), stats.get_acked());
        }
    }

    @Test
    void completeLatencyEndsWhereTheTreeCompletesNotWhenTheSpoutGetsBackToIt() throws Exception {
        PacedReliableSpout.reset();
        try (LocalCluster cluster = new LocalCluster()) {
            TopologyBuilder builder = new TopologyBuilder();
            builder.setSpout("spout", new PacedReliableSpout(), 1);
            builder.setBolt("bolt", new AckingBolt(), 1).shuffleGrouping("spout");
            cluster.submitTopology("paced", new Config(), builder.createTopology());
            Await.until("the spout heard its ack", () -> PacedReliableSpout.ACKED.get() >= 1);
            Map<String, Double> completeMs = spoutStats(cluster.getTopologyInfoByName("paced"))
                .get_complete_ms_avg().get(TopologyReports.ALL_TIME);
            double latencyNanos = completeMs.get("default") * 1e6;
            // The bolt's ack completed the tree before ackedAt was read; the spout then slept 300 ms inside nextTuple
            // before it could deliver the ack. The latency must be bounded by the first span, not include the sleep.
            long span = PacedReliableSpout.ACKED_AT.get() - PacedReliableSpout.EMITTED_AT.get();
            assertTrue(latencyNanos <= span + 1_000, "complete latency " + latencyNanos + " ns > emit-to-ack span "
                + span + " ns: it includes the spout's own sleep");
        }
    }

    private static List<Integer> counts(LocalCluster cluster, String name) throws Exception {
        for (TopologySummary s : cluster.getClusterInfo().get_topologies()) {
            if (s.get_name().equals(name)) {
                return List.of(s.get_num_executors(), s.get_num_tasks());
            }
        }
        throw new AssertionError("no topology " + name);
    }

    private static Map<String, List<Integer>> executors(LocalCluster cluster, String name) throws Exception {
        Map<String, List<Integer>> result = new ConcurrentHashMap<>();
        for (ExecutorSummary e : cluster.getTopologyInfoByName(name).get_executors()) {
            result.put(e.get_component_id(), List.of(e.get_executor_info().get_task_start(),
                e.get_executor_info().get_task_end()));
        }
        return result;
    }

    private static long executed(LocalCluster cluster, String name) {
        try {
            long sum = 0;
            for (ExecutorSummary e : cluster.getTopologyInfoByName(name).get_executors()) {
                if (e.get_component_id().equals("bolt")) {
                    Map<?, Long> all = e.get_stats().get_specific().get_bolt().get_executed()
                        .get(TopologyReports.ALL_TIME);
                    sum += all == null ? 0 : all.values().stream().mapToLong(Long::longValue).sum();
                }
            }
            return sum;
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static SpoutStats spoutStats(TopologyInfo info) {
        return info.get_executors().stream().filter(e -> e.get_component_id().equals("spout")).findFirst()
            .orElseThrow().get_stats().get_specific().get_spout();
    }

    private static org.apache.storm.generated.StormTopology spoutAndBolt() {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new CountingSpout(), 1);
        builder.setBolt("bolt", new AckingBolt(), 1).shuffleGrouping("spout");
        return builder.createTopology();
    }

    /** Emits numbers without message ids: nothing is ever acked. */
    public static final class CountingSpout extends BaseRichSpout {
        private SpoutOutputCollector collector;
        private long next;

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void nextTuple() {
            collector.emit(new Values(next++));
            org.apache.storm.utils.Utils.sleep(1);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("n"));
        }
    }

    /** Acks each tuple; the paced spout's tuple is acked, and so its tree completed, before the latch opens. */
    public static final class AckingBolt extends BaseRichBolt {
        private OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            collector.ack(input);
            if ("paced".equals(input.getValue(0))) {
                PacedReliableSpout.BOLT_SAW.countDown();
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    /**
     * Emits one reliable tuple, waits inside nextTuple until the bolt has executed it, then sleeps 300 ms before
     * returning: the ack is delivered only after that sleep.
     */
    public static final class PacedReliableSpout extends BaseRichSpout {
        static final AtomicLong EMITTED_AT = new AtomicLong();
        static final AtomicLong ACKED_AT = new AtomicLong();
        static final AtomicLong ACKED = new AtomicLong();
        static volatile CountDownLatch BOLT_SAW = new CountDownLatch(1);
        private SpoutOutputCollector collector;
        private boolean emitted;

        static void reset() {
            EMITTED_AT.set(0);
            ACKED_AT.set(0);
            ACKED.set(0);
            BOLT_SAW = new CountDownLatch(1);
        }

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void nextTuple() {
            if (emitted) {
                return;
            }
            emitted = true;
            EMITTED_AT.set(System.nanoTime());
            collector.emit(new Values("paced"), "id");
            collector.flush(); // the emit must reach the bolt while this callback still runs
            try {
                if (BOLT_SAW.await(30, TimeUnit.SECONDS)) {
                    ACKED_AT.set(System.nanoTime()); // the tree completed before the latch opened

                    Thread.sleep(300);
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        @Override
        public void ack(Object msgId) {
            ACKED.incrementAndGet();
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("word"));
        }
    }
}
