package io.github.stormmc.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.config.StormMcConfig;
import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Recorder;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.ErrorInfo;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.testing.TestWordSpout;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.Test;

/**
 * A callback that does not return is reported once, with where it is stuck; the topology keeps running. Callbacks
 * that return, however long the executor keeps making them, are never reported.
 */
class StuckCallbackWatchdogTest {
    static final CountDownLatch RELEASE = new CountDownLatch(1);
    static final AtomicInteger EXECUTED = new AtomicInteger();
    static final CountDownLatch RELEASE_BLOCKER = new CountDownLatch(1);
    static final AtomicInteger COUNTED = new AtomicInteger();

    @Test
    void aCallbackStuckPastTheThresholdIsReportedOnceWithItsStack() throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FixedSpout(Recorder.newKey(), new Fields("n"),
            List.of(List.of(1), List.of(2), List.of(3))));
        builder.setBolt("sticky", new BlocksOnFirstTuple(), 1).shuffleGrouping("spout");
        Config conf = new Config();
        conf.put(StormMcConfig.STUCK_REPORT_SECS, 1);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("stuck", conf, builder.createTopology());
            stuckThenReleased(cluster);
        } finally {
            RELEASE.countDown();
        }
    }

    @Test
    void aSpoutWhoseNextTupleSleepsAndEmitsIsNeverReportedWhileABlockedBoltIs() throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("words", new TestWordSpout(), 1); // nextTuple sleeps 100 ms, then emits one word
        builder.setBolt("counter", new Counts(), 1).shuffleGrouping("words");
        builder.setBolt("blocker", new BlocksUntilReleased(), 1).shuffleGrouping("words");
        Config conf = new Config();
        conf.put(StormMcConfig.STUCK_REPORT_SECS, 1);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("sleepy", conf, builder.createTopology());
            Await.until("the blocked bolt's report", () -> !errors(cluster, "sleepy", "blocker").isEmpty());
            // 30 words: the spout has been calling nextTuple for three times the threshold, each call returning.
            Await.until("30 words counted", () -> COUNTED.get() >= 30);
            assertEquals(List.of(), errors(cluster, "sleepy", "words"), "the sleeping spout is healthy");
            assertEquals(List.of(), errors(cluster, "sleepy", "counter"));
            List<ErrorInfo> blocked = errors(cluster, "sleepy", "blocker");
            assertEquals(1, blocked.size(), blocked.toString());
            assertTrue(blocked.get(0).get_error().contains("BlocksUntilReleased.execute"), blocked.get(0).get_error());
            RELEASE_BLOCKER.countDown(); // before the cluster closes, so the blocker stops promptly
        } finally {
            RELEASE_BLOCKER.countDown();
        }
    }

    private static List<ErrorInfo> errors(LocalCluster cluster, String topology, String component) {
        try {
            return cluster.getTopologyInfoByName(topology).get_errors().getOrDefault(component, List.of());
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static void stuckThenReleased(LocalCluster cluster) throws Exception {
        Await.until("the watchdog's report", () -> !errors(cluster).isEmpty());
        // Several more checks pass while it is still stuck: still one report.
        Thread.sleep(1_500);
        List<ErrorInfo> errors = errors(cluster);
        assertEquals(1, errors.size(), errors.toString());
        String report = errors.get(0).get_error();
        assertTrue(report.matches("(?s).*StuckCallback: executor sticky\\[\\d+-\\d+] of component 'sticky' has been"
            + " inside user code for \\d+ s without returning.*"), report);
        assertTrue(report.contains("BlocksOnFirstTuple.execute"), "the stack shows where: " + report);
        RELEASE.countDown();
        Await.until("the rest of the tuples", () -> EXECUTED.get() == 3);
        assertEquals("ACTIVE", cluster.getTopologyInfoByName("stuck").get_status());
    }

    private static List<ErrorInfo> errors(LocalCluster cluster) {
        return errors(cluster, "stuck", "sticky");
    }

    public static final class BlocksOnFirstTuple extends BaseRichBolt {
        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        }

        @Override
        public void execute(Tuple input) {
            if (EXECUTED.incrementAndGet() == 1) {
                try {
                    RELEASE.await(60, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    public static final class Counts extends BaseRichBolt {
        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        }

        @Override
        public void execute(Tuple input) {
            COUNTED.incrementAndGet();
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    public static final class BlocksUntilReleased extends BaseRichBolt {
        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        }

        @Override
        public void execute(Tuple input) {
            try {
                RELEASE_BLOCKER.await(60, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }
}
