package org.apache.storm.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.storm.Config;
import org.apache.storm.ILocalCluster;
import org.apache.storm.ILocalClusterTrackedTopologyAware;
import org.apache.storm.LocalCluster;
import org.apache.storm.Testing;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.Time;
import org.junit.jupiter.api.Test;

/** Tracked clusters and topologies, FeederSpout with ack/fail trackers, and the with*Cluster lifecycles. */
class TrackedClusterTest {

    /** Fails inputs whose first value is "bad", acks the others (and emits nothing). */
    static final class Judge extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private transient OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            if ("bad".equals(input.getValue(0))) {
                collector.fail(input);
            } else {
                collector.ack(input);
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    @Test
    void feederSpoutAcksAndFailsReachTheTrackerAndTrackedWaitCountsUserTuples() {
        Testing.withTrackedCluster(cluster -> {
            FeederSpout feeder = new FeederSpout(new Fields("word"));
            AckFailMapTracker tracker = new AckFailMapTracker();
            feeder.setAckFailDelegate(tracker);
            TopologyBuilder builder = new TopologyBuilder();
            builder.setSpout("feed", feeder);
            builder.setBolt("identity", new IdentityBolt(new Fields("word")), 2).shuffleGrouping("feed");
            builder.setBolt("judge", new Judge()).shuffleGrouping("identity");
            TrackedTopology tracked = Testing.mkTrackedTopology(cluster, builder.createTopology());
            ((ILocalClusterTrackedTopologyAware) cluster).submitTopology("tracked", new Config(), tracked);

            feeder.feed(new Values("good"), "id-good");
            feeder.feed(new Values("bad"), "id-bad");
            tracked.trackedWait(2);

            assertTrue(tracker.isAcked("id-good"));
            assertFalse(tracker.isFailed("id-good"));
            assertTrue(tracker.isFailed("id-bad"));
            assertFalse(tracker.isAcked("id-bad"));
            assertFalse(tracker.isAcked("never-fed"));
            assertEquals(2, tracked.globalAmt("spout-emitted"));
            assertEquals(4, tracked.globalAmt("transferred"));
            assertEquals(4, tracked.globalAmt("processed"));
            assertEquals(4, Testing.globalAmt(cluster.getTrackedId(), "processed"));

            feeder.feed(new Values("again"), "id-again");
            Testing.trackedWait(tracked);
            assertTrue(tracker.isAcked("id-again"));
            assertEquals(3, tracked.globalAmt("spout-emitted"));

            AssertionError timeout = assertThrows(AssertionError.class, () -> tracked.trackedWait(1, 100));
            assertEquals("Test timed out (100ms) waiting for 4 spout emits (now 3) and for every tuple to be processed",
                timeout.getMessage());
            IllegalArgumentException unknown = assertThrows(IllegalArgumentException.class,
                () -> tracked.globalAmt("acked"));
            assertEquals("Unknown tracked amount 'acked': expected spout-emitted, transferred or processed",
                unknown.getMessage());
        });
    }

    @Test
    void ackTrackerCountsAcksOfTheRunningCopy() {
        Testing.withTrackedCluster(cluster -> {
            FeederSpout feeder = new FeederSpout(java.util.List.of("n"));
            AckTracker acks = new AckTracker();
            feeder.setAckFailDelegate(acks);
            TopologyBuilder builder = new TopologyBuilder();
            builder.setSpout("feed", feeder);
            builder.setBolt("count", new TestGlobalCount()).shuffleGrouping("feed");
            Testing.CapturedTopology<TrackedTopology> captured = Testing.trackAndCaptureTopology(cluster,
                builder.createTopology());
            cluster.submitTopology("acks", new Config(), captured.topology.getTopology());
            for (int i = 0; i < 5; i++) {
                feeder.feed(new Values(i));
            }
            Testing.trackedWait(captured, 5);
            assertEquals(5, acks.getNumAcks());
            assertEquals("[[1], [2], [3], [4], [5]]", Testing.readTuples(captured.capturer.getResults(), "count")
                .toString());
            acks.resetNumAcks();
            assertEquals(0, acks.getNumAcks());
        });
    }

    @Test
    void withLocalClusterRunsTheJobOnAFreshClusterAndClosesIt() throws Exception {
        AtomicReference<ILocalCluster> seen = new AtomicReference<>();
        Testing.withLocalCluster(cluster -> {
            seen.set(cluster);
            assertSame(LocalCluster.class, cluster.getClass());
            assertNull(cluster.getTrackedId());
            assertFalse(Time.isSimulating());
            assertEquals(0, cluster.getClusterInfo().get_topologies_size());
        });
        assertTrue(((LocalCluster) seen.get()).stormMc().isClosed());
    }

    @Test
    void exceptionsFromTheJobComeOutWrapped() {
        RuntimeException e = assertThrows(RuntimeException.class,
            () -> Testing.withLocalCluster(cluster -> {
                throw new IllegalStateException("boom");
            }));
        assertEquals("java.lang.IllegalStateException: boom", e.getMessage());
        assertEquals(IllegalStateException.class, e.getCause().getClass());
    }

    @Test
    void daemonConfFromMkClusterParamReachesTheCluster() {
        MkClusterParam param = new MkClusterParam();
        param.setSupervisors(4);
        param.setPortsPerSupervisor(3);
        param.setDaemonConf(Map.of(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS, 77));
        Testing.withLocalCluster(param, cluster ->
            assertEquals(77, ((Number) ((LocalCluster) cluster).getDaemonConf().get(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS))
                .intValue()));
    }

    @Test
    void aNimbusDaemonIsNotSupported() {
        MkClusterParam param = new MkClusterParam();
        param.setNimbusDaemon(true);
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class,
            () -> Testing.withLocalCluster(param, cluster -> { }));
        assertEquals("Storm-MC runs no Nimbus Thrift server: a local cluster with a Nimbus daemon is not supported; "
            + "submit through LocalCluster or NimbusClient's local override", e.getMessage());
    }

    @Test
    void simulatedTimeClustersSimulateOnlyWhileTheyRun() {
        Testing.withSimulatedTimeLocalCluster(cluster -> {
            assertTrue(Time.isSimulating());
            assertEquals(0L, Time.currentTimeMillis());
            Testing.advanceClusterTime(cluster, 3);
            assertEquals(3000L, Time.currentTimeMillis());
            Testing.advanceClusterTime(cluster, 5, 2);
            assertEquals(8000L, Time.currentTimeMillis());
        });
        assertFalse(Time.isSimulating());
        Testing.withTrackedCluster(cluster -> {
            assertTrue(Time.isSimulating());
            assertNotNull(cluster.getTrackedId());
        });
        assertFalse(Time.isSimulating());
        Testing.withSimulatedTime(() -> assertEquals(0L, Time.currentTimeMillis()));
        assertFalse(Time.isSimulating());
    }

    @Test
    void builderOptions() throws Exception {
        try (LocalCluster cluster = new LocalCluster.Builder().withTracked("my-id").withSupervisors(2)
            .withPortsPerSupervisor(2).withSupervisorSlotPortMin(6700).withNimbusDaemon(false)
            .withDaemonConf(Config.TOPOLOGY_DEBUG, true).build()) {
            assertEquals("my-id", cluster.getTrackedId());
            assertEquals(true, cluster.getDaemonConf().get(Config.TOPOLOGY_DEBUG));
            assertEquals(0, Testing.globalAmt("my-id", "spout-emitted"));
            assertFalse(Time.isSimulating());
        }
        IllegalArgumentException gone = assertThrows(IllegalArgumentException.class,
            () -> Testing.globalAmt("my-id", "spout-emitted"));
        assertEquals("No running tracked local cluster has id 'my-id'", gone.getMessage());
        UnsupportedOperationException e = assertThrows(UnsupportedOperationException.class,
            () -> new LocalCluster.Builder().withNimbusDaemon());
        assertTrue(e.getMessage().startsWith("Storm-MC runs no Nimbus Thrift server"));
    }

    @Test
    void getLocalClusterReturnsAnOpenClusterWithTheGivenConf() throws Exception {
        try (ILocalCluster cluster = Testing.getLocalCluster(Map.of("my.key", "v"))) {
            assertEquals("v", ((LocalCluster) cluster).getDaemonConf().get("my.key"));
        }
    }

    @Test
    void trackedTopologyKeepsTheTopologyAndCluster() throws Exception {
        try (LocalCluster cluster = new LocalCluster()) {
            StormTopology topology = new TopologyBuilder().createTopology();
            TrackedTopology tracked = new TrackedTopology(topology, cluster);
            assertSame(topology, tracked.getTopology());
            assertSame(cluster, tracked.getCluster());
        }
    }
}
