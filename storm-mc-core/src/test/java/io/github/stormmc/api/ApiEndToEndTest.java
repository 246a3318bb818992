package io.github.stormmc.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Recorder;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.StormSubmitter;
import org.apache.storm.hooks.BaseTaskHook;
import org.apache.storm.hooks.BaseWorkerHook;
import org.apache.storm.hooks.info.BoltAckInfo;
import org.apache.storm.hooks.info.BoltExecuteInfo;
import org.apache.storm.hooks.info.EmitInfo;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.task.WorkerUserContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.NimbusClient;
import org.junit.jupiter.api.Test;

/** Storm API pieces end to end: lambdas, task and worker hooks, storm-local style runs. */
class ApiEndToEndTest {

    @Test
    void lambdaSpoutAndBoltsRun() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("numbers", () -> 21);
        builder.setBolt("double", (tuple, collector) -> collector.emit(new Values(tuple.getInteger(0) * 2)), "doubled")
            .shuffleGrouping("numbers");
        builder.setBolt("sink", tuple -> Recorder.record(key, tuple.getValueByField("doubled"))).shuffleGrouping("double");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("lambdas", new Config(), builder.createTopology());
            Await.until("lambda output", () -> Recorder.count(key, Integer.class) >= 3);
        }
        assertTrue(Recorder.events(key, Integer.class).stream().allMatch(v -> v == 42));
    }

    /** Registers a task hook in prepare and records what it sees. */
    static final class HookedBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final String key;
        private transient OutputCollector collector;

        HookedBolt(String key) {
            this.key = key;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
            context.addTaskHook(new BaseTaskHook() {
                @Override
                public void emit(EmitInfo info) {
                    Recorder.record(key, "emit " + info.stream + " " + info.values + " to " + info.outTasks.size());
                }

                @Override
                public void boltExecute(BoltExecuteInfo info) {
                    Recorder.record(key, "execute " + info.tuple.getValues() + " by " + info.executingTaskId);
                }

                @Override
                public void boltAck(BoltAckInfo info) {
                    Recorder.record(key, "ack " + info.tuple.getValues() + (info.processLatencyMs != null
                        && info.processLatencyMs >= 0 ? "" : " without latency"));
                }
            });
        }

        @Override
        public void execute(Tuple input) {
            collector.emit(input, new Values(input.getValue(0)));
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("n"));
        }
    }

    /** Records the worker hook lifecycle. */
    static final class RecordingWorkerHook extends BaseWorkerHook {
        private static final long serialVersionUID = 1L;
        private final String key;

        RecordingWorkerHook(String key) {
            this.key = key;
        }

        @Override
        public void start(Map<String, Object> topoConf, WorkerUserContext context) {
            Recorder.record(key, "worker start " + context.getThisWorkerTasks().size() + " tasks");
        }

        @Override
        public void shutdown() {
            Recorder.record(key, "worker shutdown");
        }
    }

    @Test
    void taskHooksAndWorkerHooksAreCalled() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FixedSpout(Recorder.newKey(), new Fields("n"), List.of(List.of(7))));
        builder.setBolt("hooked", new HookedBolt(key)).shuffleGrouping("spout");
        builder.addWorkerHook(new RecordingWorkerHook(key));
        Config conf = new Config();
        conf.setNumAckers(0);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("hooks", conf, builder.createTopology());
            Await.until("hooks", () -> Recorder.count(key, String.class) >= 4);
        }
        // spout task 1, bolt task 2 (no acker); the bolt's emit reaches no subscriber
        assertEquals(List.of("worker start 2 tasks", "emit default [7] to 0", "ack [7]", "execute [7] by 1",
            "worker shutdown"), Recorder.events(key, String.class));
    }

    /** Counts prepare and cleanup of every auto hook instance. */
    public static final class CountingAutoHook extends BaseTaskHook {
        static final java.util.concurrent.atomic.AtomicInteger PREPARED = new java.util.concurrent.atomic.AtomicInteger();
        static final java.util.concurrent.atomic.AtomicInteger CLEANED = new java.util.concurrent.atomic.AtomicInteger();

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context) {
            PREPARED.incrementAndGet();
        }

        @Override
        public void cleanup() {
            CLEANED.incrementAndGet();
        }
    }

    @Test
    void autoTaskHooksArePreparedAndCleanedUpOncePerTask() throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FixedSpout(Recorder.newKey(), new Fields("n"), List.of()), 2);
        builder.setBolt("bolt", new HookedBolt(Recorder.newKey()), 3).shuffleGrouping("spout");
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_AUTO_TASK_HOOKS, List.of(CountingAutoHook.class.getName()));
        int before = CountingAutoHook.PREPARED.get();
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("auto-hooks", conf, builder.createTopology());
            assertEquals(before + 5, CountingAutoHook.PREPARED.get());
        }
        assertEquals(CountingAutoHook.PREPARED.get(), CountingAutoHook.CLEANED.get());
    }

    @Test
    void withLocalModeOverrideRunsStormSubmitterTopologiesInAClusterItCloses() throws Exception {
        String key = Recorder.newKey();
        String result = LocalCluster.withLocalModeOverride(() -> {
            TopologyBuilder builder = new TopologyBuilder();
            builder.setSpout("spout", new FixedSpout(key, new Fields("n"), List.of(List.of(1))));
            StormSubmitter.submitTopology("submitted", new Config(), builder.createTopology());
            assertTrue(NimbusClient.isLocalOverride());
            assertEquals("submitted", NimbusClient.getConfiguredClient(new Config()).getClient()
                .getTopologySummaryByName("submitted").get_name());
            return "ran";
        }, 0);
        assertEquals("ran", result);
        assertTrue(!NimbusClient.isLocalOverride());
        assertTrue(Recorder.events(key, io.github.stormmc.testing.Lifecycle.class).stream()
            .anyMatch(l -> l.callback().equals("close")));
    }

    /** A storm-local style main: submits with StormSubmitter and returns. */
    public static final class SubmittingMain {
        static volatile String key;

        public static void main(String[] args) throws Exception {
            TopologyBuilder builder = new TopologyBuilder();
            builder.setSpout("spout", new FixedSpout(key, new Fields("n"), List.of(List.of(1))));
            StormSubmitter.submitTopology(args[0], new Config(), builder.createTopology());
        }
    }

    @Test
    void localClusterMainRunsAMainClassLikeStormLocal() throws Exception {
        SubmittingMain.key = Recorder.newKey();
        System.setProperty("storm.local.sleeptime", "0");
        try {
            LocalCluster.main(new String[] {SubmittingMain.class.getName(), "from-main"});
        } finally {
            System.clearProperty("storm.local.sleeptime");
        }
        List<String> callbacks = Recorder.events(SubmittingMain.key, io.github.stormmc.testing.Lifecycle.class).stream()
            .map(io.github.stormmc.testing.Lifecycle::callback).toList();
        assertEquals("open", callbacks.get(0));
        assertEquals("close", callbacks.get(callbacks.size() - 1));
    }
}
