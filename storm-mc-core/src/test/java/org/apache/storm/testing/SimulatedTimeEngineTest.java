package org.apache.storm.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Received;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.RecordingBolt;
import io.github.stormmc.testing.ReliableSpout;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.topology.base.BaseWindowedBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.Time;
import org.apache.storm.windowing.TupleWindow;
import org.junit.jupiter.api.Test;

/**
 * Under Storm's simulated time the engine's clock is the simulated one, as in Storm: tick tuples, message timeouts
 * and window triggers happen when simulated time passes their due time, and not otherwise.
 */
class SimulatedTimeEngineTest {

    @Test
    void advancingThirtySecondsDeliversThreeTicksOfATenSecondFrequency() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FixedSpout(key, new org.apache.storm.tuple.Fields("n"), List.of()));
        builder.setBolt("ticked", new RecordingBolt(key), 1).shuffleGrouping("spout")
            .addConfiguration(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS, 10);
        try (Time.SimulatedTime time = new Time.SimulatedTime(); LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("ticks", new Config(), builder.createTopology());
            cluster.advanceClusterTime(9);
            assertEquals(0, ticks(key));
            cluster.advanceClusterTime(21);
            Await.until("three ticks", () -> ticks(key) == 3);
            cluster.advanceClusterTime(5);
            assertEquals(3, ticks(key));
        }
    }

    @Test
    void aTupleNobodyAcksTimesOutWhenSimulatedTimePassesTheTimeout() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new ReliableSpout(key, 1), 1);
        builder.setBolt("sink", new NeverAcks(), 1).shuffleGrouping("spout");
        Config conf = new Config();
        conf.setMessageTimeoutSecs(30);
        try (Time.SimulatedTime time = new Time.SimulatedTime(); LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("timeouts", conf, builder.createTopology());
            Await.until("the emit", () -> outcomes(key, "emit") == 1);
            cluster.advanceClusterTime(29);
            assertEquals(0, outcomes(key, "fail"), "failed before its timeout");
            cluster.advanceClusterTime(2);
            Await.until("the timeout", () -> outcomes(key, "fail") >= 1);
        }
    }

    @Test
    void aTumblingDurationWindowFiresWhenSimulatedTimeCrossesItsEnd() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new ThreeAfterOneSecond(), 1);
        builder.setBolt("window", new WindowSizes(key).withTumblingWindow(BaseWindowedBolt.Duration.seconds(10)), 1)
            .shuffleGrouping("spout");
        try (Time.SimulatedTime time = new Time.SimulatedTime(); LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("windows", new Config(), builder.createTopology());
            cluster.advanceClusterTime(5);
            Await.until("the tuples", () -> windowExecuted(cluster) == 3);
            assertEquals(List.of(), Recorder.events(key, Integer.class), "fired before the window ended");
            cluster.advanceClusterTime(6);
            Await.until("the window", () -> !Recorder.events(key, Integer.class).isEmpty());
            assertEquals(List.of(3), Recorder.events(key, Integer.class));
        }
    }

    private static long windowExecuted(LocalCluster cluster) {
        try {
            return cluster.getTopologyInfoByName("windows").get_executors().stream()
                .filter(e -> e.get_component_id().equals("window")).mapToLong(SimulatedTimeEngineTest::executed).sum();
        } catch (Exception e) {
            throw new AssertionError(e);
        }
    }

    private static long executed(org.apache.storm.generated.ExecutorSummary e) {
        Map<?, Long> all = e.get_stats().get_specific().get_bolt().get_executed().get(":all-time");
        return all == null ? 0 : all.values().stream().mapToLong(Long::longValue).sum();
    }

    private static long outcomes(String key, String kind) {
        return Recorder.events(key, ReliableSpout.Outcome.class).stream().filter(o -> o.kind().equals(kind)).count();
    }

    private static long ticks(String key) {
        return Recorder.events(key, Received.class).stream().filter(r -> r.stream().equals("__tick")).count();
    }

    /**
     * Emits three tuples once simulated time has passed 1 s: a tuple stamped exactly at the window's start would be
     * expired at its end, as Storm's time eviction policy does (age >= window length).
     */
    public static final class ThreeAfterOneSecond extends org.apache.storm.topology.base.BaseRichSpout {
        private transient org.apache.storm.spout.SpoutOutputCollector collector;
        private transient boolean done;

        @Override
        public void open(Map<String, Object> conf, TopologyContext context,
                         org.apache.storm.spout.SpoutOutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void nextTuple() {
            if (!done && Time.currentTimeMillis() >= 1_000) {
                done = true;
                for (int i = 1; i <= 3; i++) {
                    collector.emit(new org.apache.storm.tuple.Values(i));
                }
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new org.apache.storm.tuple.Fields("n"));
        }
    }

    public static final class NeverAcks extends BaseRichBolt {
        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        }

        @Override
        public void execute(Tuple input) {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    /** Records the size of each window it gets. */
    public static final class WindowSizes extends BaseWindowedBolt {
        private static final long serialVersionUID = 1L;
        private final String key;

        WindowSizes(String key) {
            this.key = key;
        }

        @Override
        public void execute(TupleWindow window) {
            Recorder.record(key, window.get().size());
        }
    }
}
