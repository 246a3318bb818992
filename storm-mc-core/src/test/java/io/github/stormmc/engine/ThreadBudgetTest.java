package io.github.stormmc.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.executor.Executor;
import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.metric.api.IMetricsConsumer;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.IErrorReporter;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.topology.base.BaseWindowedBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.TupleUtils;
import org.apache.storm.windowing.TupleWindow;
import org.junit.jupiter.api.Test;

/**
 * The threads a running topology costs: one per executor, plus the cluster's one timer thread once anything is
 * scheduled on it (ticks, windows, metrics), and nothing else. Counted by diffing the live threads before the cluster
 * starts and while the topology runs, so threads of the JVM or of earlier tests do not count.
 */
class ThreadBudgetTest {
    /** The target of the performance issue: Σ executors plus at most this many. */
    private static final int ALLOWED_EXTRAS = 3;

    /** Emits a handful of words, then nothing. */
    static final class FewWordsSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;
        private transient SpoutOutputCollector collector;
        private transient int sent;

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void nextTuple() {
            if (sent < 5) {
                collector.emit(new Values("w" + sent++));
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("word"));
        }
    }

    /** Records what it receives: "tuple" or "tick". */
    static final class RecordingBolt extends BaseBasicBolt {
        private static final long serialVersionUID = 1L;
        private final String key;

        RecordingBolt(String key) {
            this.key = key;
        }

        @Override
        public void execute(Tuple input, BasicOutputCollector collector) {
            Recorder.record(key, TupleUtils.isTick(input) ? "tick" : "tuple");
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    /** A processing-time sliding window: needs a slide trigger, which Storm runs on a timer thread per task. */
    static final class WindowRecorder extends BaseWindowedBolt {
        private static final long serialVersionUID = 1L;
        private final String key;

        WindowRecorder(String key) {
            this.key = key;
        }

        @Override
        public void execute(TupleWindow window) {
            Recorder.record(key, "window");
        }
    }

    /** Records that data points arrived. */
    public static final class Consumer implements IMetricsConsumer {
        private String key;

        @Override
        public void prepare(Map<String, Object> conf, Object registrationArgument, TopologyContext context,
                            IErrorReporter errorReporter) {
            key = (String) registrationArgument;
        }

        @Override
        public void handleDataPoints(TaskInfo taskInfo, Collection<DataPoint> dataPoints) {
            Recorder.record(key, "metrics");
        }

        @Override
        public void cleanup() {
        }
    }

    @Test
    void aPlainTopologyRunsOneThreadPerExecutorAndNothingElse() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FewWordsSpout(), 2);
        builder.setBolt("split", new RecordingBolt(key), 3).shuffleGrouping("spout");
        builder.setBolt("count", new RecordingBolt(key), 2).fieldsGrouping("spout", new Fields("word"));
        // the __acker tasks run no thread; without the stuck-callback watchdog nothing needs the cluster's timer
        Config conf = new Config();
        conf.put(io.github.stormmc.config.StormMcConfig.STUCK_REPORT_SECS, 0);
        assertThreads(builder, conf, 7, false, key, () -> Recorder.events(key, String.class).size() >= 20);
    }

    @Test
    void theStuckCallbackWatchdogRunsOnTheClusterTimer() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FewWordsSpout(), 2);
        builder.setBolt("split", new RecordingBolt(key), 3).shuffleGrouping("spout");
        // two spout tasks send five words each
        assertThreads(builder, new Config(), 5, true, key, () -> Recorder.events(key, String.class).size() >= 10);
    }

    @Test
    void windowedBoltsShareTheClusterTimer() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FewWordsSpout());
        builder.setBolt("window", new WindowRecorder(key)
                .withWindow(BaseWindowedBolt.Duration.of(200), BaseWindowedBolt.Duration.of(50)), 3)
            .setNumTasks(4).shuffleGrouping("spout");
        assertThreads(builder, new Config(), 4, true, key, () -> Recorder.events(key, String.class).size() >= 3);
    }

    @Test
    void tickTuplesShareTheClusterTimer() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FewWordsSpout());
        builder.setBolt("ticked", new RecordingBolt(key), 2).shuffleGrouping("spout")
            .addConfiguration(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS, 1);
        assertThreads(builder, new Config(), 3, true, key, () -> Recorder.events(key, String.class).contains("tick"));
    }

    @Test
    void aMetricsConsumerRunsAsAnExecutorAndSharesTheClusterTimer() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FewWordsSpout());
        builder.setBolt("bolt", new RecordingBolt(key)).shuffleGrouping("spout");
        Config conf = new Config();
        conf.registerMetricsConsumer(Consumer.class, key, 1);
        conf.put(Config.TOPOLOGY_BUILTIN_METRICS_BUCKET_SIZE_SECS, 1);
        assertThreads(builder, conf, 3, true, key, () -> Recorder.events(key, String.class).contains("metrics"));
    }

    @Test
    void everythingTogetherStaysWithinTheBudget() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FewWordsSpout(), 2);
        builder.setBolt("window", new WindowRecorder(key)
            .withWindow(BaseWindowedBolt.Duration.of(200), BaseWindowedBolt.Duration.of(50)), 2).shuffleGrouping("spout");
        builder.setBolt("ticked", new RecordingBolt(key), 2).shuffleGrouping("spout")
            .addConfiguration(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS, 1);
        Config conf = new Config();
        conf.registerMetricsConsumer(Consumer.class, key, 2);
        conf.put(Config.TOPOLOGY_BUILTIN_METRICS_BUCKET_SIZE_SECS, 1);
        assertThreads(builder, conf, 8, true, key, () -> {
            List<String> seen = Recorder.events(key, String.class);
            return seen.contains("window") && seen.contains("tick") && seen.contains("metrics");
        });
    }

    /**
     * Runs the topology until {@code running} holds, then checks that the threads it added are exactly its executors'
     * (named {@code stormmc-<topology>-<executor>}) plus, if {@code timer}, the cluster's {@code stormmc-timer}.
     */
    private static void assertThreads(TopologyBuilder builder, Config conf, int executors, boolean timer, String key,
                                      java.util.function.BooleanSupplier running) throws Exception {
        Set<Thread> before = new HashSet<>(Thread.getAllStackTraces().keySet());
        String name = "budget-" + key.replaceAll("[^A-Za-z0-9]", "");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology(name, conf, builder.createTopology());
            Await.until("the topology at work", running);
            List<String> expected = new ArrayList<>();
            int planned = 0;
            for (RunningTopology t : cluster.stormMc().topologies()) {
                for (Executor e : t.worker().executors()) {
                    planned++;
                    if (t.plan().chaining().hostOf(e.plan()) == null) {
                        expected.add("stormmc-" + name + "-" + e.plan().name()); // a chained one runs on its host's
                    }
                }
            }
            assertEquals(executors, planned, "executors " + expected);
            if (timer) {
                expected.add("stormmc-timer");
            }
            expected.sort(null);
            // The JDK's "process reaper" collects the chrt shell that puts executor threads under SCHED_BATCH
            // (worker.BatchScheduling): the JDK's thread, idle and gone a minute later, not the engine's.
            List<String> added = Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.isAlive() && !before.contains(t) && !t.getName().equals("process reaper"))
                .map(Thread::getName).sorted().collect(Collectors.toList());
            assertEquals(expected, added);
            assertTrue(added.size() <= executors + ALLOWED_EXTRAS, "threads " + added);
        }
        LifecycleTest.assertNoEngineThreads();
    }
}
