package io.github.stormmc.chaining;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.config.StormMcConfig;
import io.github.stormmc.plan.Chaining;
import io.github.stormmc.plan.ExecutorPlan;
import io.github.stormmc.plan.TopologyPlan;
import io.github.stormmc.plan.TopologyPlanner;
import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Lifecycle;
import io.github.stormmc.testing.Received;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.RecordingBolt;
import io.github.stormmc.testing.ReliableSpout;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.TupleUtils;
import org.junit.jupiter.api.Test;

/**
 * {@code stormmc.chaining} (true, false, or auto: when executors outnumber processors): a bolt that qualifies runs on its input executor's thread, gets only its paired task's
 * tuples, and behaves otherwise exactly as on a thread of its own: counts, anchoring and acks, failures and replays,
 * tick tuples. Bolts that do not qualify keep their own threads.
 */
class ChainingTest {
    private static final int PER_TASK = 300;

    /** What a relay task saw: the thread it ran on and the task that sent the tuple. */
    record Relayed(int taskId, int taskIndex, int sourceTask, int sourceIndex, String thread) {
    }

    record Tick(int taskId, String thread) {
    }

    /** Records each tuple's thread and source, fails ids divisible by 7 the first time, and passes the rest on anchored. */
    static final class RelayBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        static final Map<String, Set<Object>> FAILED_ONCE = new ConcurrentHashMap<>();
        private final String key;
        private final boolean failSome;
        private final int tickSecs;
        private transient OutputCollector collector;
        private transient TopologyContext context;

        RelayBolt(String key, boolean failSome, int tickSecs) {
            this.key = key;
            this.failSome = failSome;
            this.tickSecs = tickSecs;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
            this.context = context;
            Recorder.record(key, new Lifecycle(context.getThisComponentId(), context.getThisTaskId(), "prepare",
                Thread.currentThread().getName(), System.identityHashCode(this)));
        }

        @Override
        public void execute(Tuple input) {
            if (TupleUtils.isTick(input)) {
                Recorder.record(key, new Tick(context.getThisTaskId(), Thread.currentThread().getName()));
                return;
            }
            int sourceIndex = context.getComponentTasks(input.getSourceComponent()).indexOf(input.getSourceTask());
            Recorder.record(key, new Relayed(context.getThisTaskId(), context.getThisTaskIndex(), input.getSourceTask(),
                sourceIndex, Thread.currentThread().getName()));
            Object id = input.getValue(0);
            if (failSome && id instanceof Integer n && n % 7 == 0
                    && FAILED_ONCE.computeIfAbsent(key, k -> ConcurrentHashMap.newKeySet()).add(id)) {
                collector.fail(input);
                return;
            }
            collector.emit(input, new Values(id));
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id"));
        }

        @Override
        public Map<String, Object> getComponentConfiguration() {
            Map<String, Object> conf = new HashMap<>();
            if (tickSecs > 0) {
                conf.put(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS, tickSecs);
            }
            return conf;
        }
    }

    private static List<List<Object>> numbers(int n) {
        List<List<Object>> values = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            values.add(new Values(i));
        }
        return values;
    }

    private static Config chaining(boolean on) {
        Config conf = new Config();
        conf.put(StormMcConfig.CHAINING, on);
        return conf;
    }

    private static Map<Integer, String> openThreads(String key, String component) {
        Map<Integer, String> threads = new HashMap<>();
        for (Lifecycle l : Recorder.events(key, Lifecycle.class)) {
            if (l.component().equals(component) && (l.callback().equals("open") || l.callback().equals("prepare"))) {
                threads.put(l.taskId(), l.thread());
            }
        }
        return threads;
    }

    private static StormTopology spoutRelaySink(String key, int spouts, int relays) {
        return spoutRelaySinkAt(key, spouts, relays, 2);
    }

    private static StormTopology spoutRelaySinkAt(String key, int spouts, int relays, int sinks) {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("numbers", new FixedSpout(key, new Fields("id"), numbers(PER_TASK)).everyTask(), spouts);
        builder.setBolt("relay", new RelayBolt(key, false, 0), relays).localOrShuffleGrouping("numbers");
        builder.setBolt("sink", new RecordingBolt(key), sinks).fieldsGrouping("relay", new Fields("id"));
        return builder.createTopology();
    }

    @Test
    void aChainedBoltRunsOnItsSourceThreadAndHearsOnlyItsPairedTask() throws Exception {
        String key = Recorder.newKey();
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("chained", chaining(true), spoutRelaySink(key, 3, 3));
            Await.until("every tuple at the sink", () -> Recorder.count(key, Received.class) == 3 * PER_TASK);
            Set<String> executorThreads = new HashSet<>();
            Thread.getAllStackTraces().keySet().forEach(t -> {
                if (t.getName().startsWith("stormmc-chained-")) {
                    executorThreads.add(t.getName());
                }
            });
            // 3 spout executors, each also running its relay, and 2 sink executors; no relay thread
            assertEquals(3, executorThreads.stream().filter(n -> n.contains("-numbers[")).count(),
                executorThreads.toString());
            assertEquals(2, executorThreads.stream().filter(n -> n.contains("-sink[")).count(),
                executorThreads.toString());
            assertTrue(executorThreads.stream().noneMatch(n -> n.contains("relay")), executorThreads.toString());
        }
        Map<Integer, String> spoutThreads = openThreads(key, "numbers");
        Map<Integer, String> relayThreads = openThreads(key, "relay");
        List<Relayed> relayed = Recorder.events(key, Relayed.class);
        assertEquals(3 * PER_TASK, relayed.size());
        for (Relayed r : relayed) {
            assertEquals(r.taskIndex(), r.sourceIndex(), "relay task " + r.taskId() + " got task " + r.sourceTask());
            assertEquals(spoutThreads.get(r.sourceTask()), r.thread());
            assertEquals(relayThreads.get(r.taskId()), r.thread(), "prepared on the thread that executes");
        }
        Map<Integer, Integer> perSink = new HashMap<>();
        Set<Object> seen = new HashSet<>();
        for (Received r : Recorder.events(key, Received.class)) {
            perSink.merge(r.taskIndex(), 1, Integer::sum);
            seen.add(r.values().get(0) + "@" + r.sourceTask());
        }
        assertEquals(3 * PER_TASK, seen.size(), "no tuple twice");
        assertEquals(2, perSink.size(), "the unchained fields grouping still spreads over both sink tasks");
    }

    @Test
    void setToFalseEveryBoltKeepsItsOwnThread() throws Exception {
        String key = Recorder.newKey();
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("unchained", chaining(false), spoutRelaySink(key, 2, 2));
            Await.until("every tuple at the sink", () -> Recorder.count(key, Received.class) == 2 * PER_TASK);
        }
        Set<String> spoutThreads = new HashSet<>(openThreads(key, "numbers").values());
        for (Relayed r : Recorder.events(key, Relayed.class)) {
            assertFalse(spoutThreads.contains(r.thread()), r.thread());
        }
    }

    @Test
    void acksFailuresAndReplaysCrossAChainExactly() throws Exception {
        String key = Recorder.newKey();
        int count = 200;
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("reliable", new ReliableSpout(key, count));
        builder.setBolt("relay", new RelayBolt(key, true, 0)).shuffleGrouping("reliable");
        builder.setBolt("relay2", new RelayBolt(key + "-2", false, 0)).shuffleGrouping("relay");
        Config conf = chaining(true);
        conf.setNumAckers(1);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("chained-acks", conf, builder.createTopology());
            Await.until("every id acked", () -> Recorder.events(key, ReliableSpout.Outcome.class).stream()
                .filter(o -> o.kind().equals("ack")).count() == count);
        }
        List<ReliableSpout.Outcome> outcomes = Recorder.events(key, ReliableSpout.Outcome.class);
        Set<Integer> acked = new HashSet<>();
        int fails = 0;
        for (ReliableSpout.Outcome o : outcomes) {
            if (o.kind().equals("ack")) {
                assertTrue(acked.add(o.id()), "acked twice: " + o.id());
            } else if (o.kind().equals("fail")) {
                fails++;
                assertEquals(0, o.id() % 7);
            }
            if (!o.kind().equals("emit")) {
                assertTrue(o.onSpoutThread(), "ack and fail on the spout's own thread");
            }
        }
        assertEquals(count, acked.size());
        assertEquals((count + 6) / 7, fails, "each multiple of 7 failed once, then replayed and acked");
        // relay2 is chained into relay, itself chained into the spout: all on one thread
        Set<String> threads = new HashSet<>();
        Recorder.events(key, Relayed.class).forEach(r -> threads.add(r.thread()));
        Recorder.events(key + "-2", Relayed.class).forEach(r -> threads.add(r.thread()));
        assertEquals(1, threads.size(), threads.toString());
        assertEquals(count + fails, Recorder.events(key, Relayed.class).size());
        assertEquals(count, Recorder.events(key + "-2", Relayed.class).size());
    }

    @Test
    void aChainedBoltStillGetsItsTickTuplesOnItsHostsThread() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("quiet", new FixedSpout(key, new Fields("id"), List.of())); // emits nothing: its host idles
        builder.setBolt("ticking", new RelayBolt(key, false, 1)).shuffleGrouping("quiet");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("chained-ticks", chaining(true), builder.createTopology());
            Await.until("two ticks", () -> Recorder.count(key, Tick.class) >= 2);
        }
        String spoutThread = openThreads(key, "quiet").values().iterator().next();
        for (Tick t : Recorder.events(key, Tick.class)) {
            assertEquals(spoutThread, t.thread());
        }
    }

    @Test
    void onlyBoltsNothingElseCouldTellApartAreChained() throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        String key = Recorder.newKey();
        builder.setSpout("a", new FixedSpout(key, new Fields("id"), List.of()), 2);
        builder.setBolt("chained", new RelayBolt(key, false, 0), 2).shuffleGrouping("a");
        builder.setBolt("by-field", new RelayBolt(key, false, 0), 2).fieldsGrouping("chained", new Fields("id"));
        builder.setBolt("uneven", new RelayBolt(key, false, 0), 3).shuffleGrouping("by-field");
        builder.setSpout("b", new FixedSpout(key, new Fields("id"), List.of()));
        builder.setBolt("b-one", new RelayBolt(key, false, 0)).shuffleGrouping("b");
        builder.setBolt("b-two", new RelayBolt(key, false, 0)).shuffleGrouping("b"); // b has two subscribers
        builder.setBolt("two-inputs", new RelayBolt(key, false, 0)).shuffleGrouping("b-one").shuffleGrouping("b-two");
        builder.setBolt("tasks", new RelayBolt(key, false, 0), 1).setNumTasks(2).shuffleGrouping("two-inputs");
        TopologyPlan plan = TopologyPlanner.plan("t-1", "t", chaining(true), builder.createTopology());
        Chaining chaining = plan.chaining();
        Map<String, Boolean> chained = new HashMap<>();
        for (ExecutorPlan e : plan.executors()) {
            chained.merge(e.componentId(), chaining.hostOf(e) != null, Boolean::logicalOr);
        }
        assertEquals(Map.of("a", false, "chained", true, "by-field", false, "uneven", false, "b", false,
            "b-one", false, "b-two", false, "two-inputs", false, "tasks", false), chained);
        List<ExecutorPlan> hosts = new ArrayList<>();
        for (ExecutorPlan e : plan.component("chained").executors()) {
            hosts.add(chaining.hostOf(e));
        }
        assertEquals(plan.component("a").executors(), hosts, "executor i of the bolt on executor i of its input");
        assertNotNull(chaining.pairedTarget(plan.component("a").taskIds().get(1)));
        assertEquals(plan.component("chained").taskIds().get(1), chaining.pairedTarget(plan.component("a").taskIds().get(1)));
        assertNull(chaining.pairedTarget(plan.component("b").taskIds().get(0)));
        assertTrue(TopologyPlanner.plan("t-2", "t", chaining(false), builder.createTopology()).chaining().isEmpty());
    }

    @Test
    void aValueOtherThanTrueFalseOrAutoIsRejectedNamingTheKey() throws Exception {
        for (Object bad : List.of(3, "sometimes")) {
            Map<String, Object> conf = new HashMap<>();
            conf.put(StormMcConfig.CHAINING, bad);
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Chaining.enabled(conf, 1, 1));
            assertTrue(e.getMessage().contains(StormMcConfig.CHAINING) && e.getMessage().contains("auto"),
                e.getMessage());
            Config submitted = new Config();
            submitted.put(StormMcConfig.CHAINING, bad);
            try (LocalCluster cluster = new LocalCluster()) {
                Exception rejected = assertThrows(Exception.class, () -> cluster.submitTopology("bad-chaining",
                    submitted, spoutRelaySink(Recorder.newKey(), 1, 1)));
                assertTrue(String.valueOf(rejected.getMessage()).contains(StormMcConfig.CHAINING),
                    String.valueOf(rejected.getMessage()));
            }
        }
        Map<String, Object> conf = new HashMap<>();
        conf.put(StormMcConfig.CHAINING, "true");
        assertTrue(Chaining.enabled(conf, 1, 64));
        conf.put(StormMcConfig.CHAINING, false);
        assertFalse(Chaining.enabled(conf, 64, 1));
    }

    @Test
    void autoChainsExactlyWhenTheExecutorsOutnumberTheProcessors() throws Exception {
        for (Map<String, Object> conf : List.<Map<String, Object>>of(Map.of(), Map.of(StormMcConfig.CHAINING, "auto"),
                Map.of(StormMcConfig.CHAINING, " AUTO "))) {
            assertFalse(Chaining.enabled(conf, 2, 2), "as many executors as processors: a thread each");
            assertTrue(Chaining.enabled(conf, 3, 2));
            assertFalse(Chaining.enabled(conf, 29, 32));
            assertTrue(Chaining.enabled(conf, 29, 2));
        }
        // the planner counts every executor of the topology against this JVM's processors
        int processors = Runtime.getRuntime().availableProcessors();
        String key = Recorder.newKey();
        TopologyPlan few = TopologyPlanner.plan("t-1", "t", new Config(), spoutRelaySinkAt(key, 1, 1, 1));
        assertEquals(3 <= processors, few.chaining().isEmpty(), "3 executors on " + processors + " processors");
        int p = processors + 1; // spout, relay and sink at p: 3p executors, always more than the processors
        TopologyPlan many = TopologyPlanner.plan("t-2", "t", new Config(), spoutRelaySinkAt(key, p, p, p));
        for (ExecutorPlan e : many.component("relay").executors()) {
            assertNotNull(many.chaining().hostOf(e), e.name());
        }
        Config off = new Config();
        off.put(StormMcConfig.CHAINING, false);
        assertTrue(TopologyPlanner.plan("t-3", "t", off, spoutRelaySinkAt(key, p, p, p)).chaining().isEmpty());
    }

    record Passed(String component, int taskIndex) {
    }

    /** Holds the first tuple it gets on task index 0 until {@link #RELEASE} opens; records every tuple. */
    static final class BlockingRelay extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        static final Map<String, java.util.concurrent.CountDownLatch> RELEASE = new ConcurrentHashMap<>();
        static final Map<String, java.util.concurrent.CountDownLatch> BLOCKED = new ConcurrentHashMap<>();
        private final String key;
        private transient OutputCollector collector;
        private transient TopologyContext context;

        BlockingRelay(String key) {
            this.key = key;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
            this.context = context;
        }

        @Override
        public void execute(Tuple input) {
            if (context.getThisTaskIndex() == 0 && context.getThisComponentId().equals("blocking")) {
                BLOCKED.get(key).countDown();
                try {
                    RELEASE.get(key).await(); // a bolt stuck in I/O, as far as the engine can tell
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
            Recorder.record(key, new Passed(context.getThisComponentId(), context.getThisTaskIndex()));
            collector.emit(input, new Values(input.getValue(0)));
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id"));
        }
    }

    @Test
    void aChainedBoltThatBlocksStallsOnlyItsOwnLine() throws Exception {
        String key = Recorder.newKey();
        BlockingRelay.RELEASE.put(key, new java.util.concurrent.CountDownLatch(1));
        BlockingRelay.BLOCKED.put(key, new java.util.concurrent.CountDownLatch(1));
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("a", new FixedSpout(key + "-a", new Fields("id"), numbers(PER_TASK)).everyTask(), 2);
        builder.setBolt("blocking", new BlockingRelay(key), 2).shuffleGrouping("a");
        builder.setSpout("b", new FixedSpout(key + "-b", new Fields("id"), numbers(PER_TASK)).everyTask(), 2);
        builder.setBolt("free", new BlockingRelay(key), 2).shuffleGrouping("b");
        // both lines feed one unchained sink: it must keep receiving while a line is stuck
        builder.setBolt("sink", new RecordingBolt(key), 2).fieldsGrouping("blocking", new Fields("id"))
            .fieldsGrouping("free", new Fields("id"));
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("blocked-line", chaining(true), builder.createTopology());
            assertTrue(BlockingRelay.BLOCKED.get(key).await(60, java.util.concurrent.TimeUnit.SECONDS));
            // while task 0 of "blocking" holds its host (spout a's first executor): the other line, the other task
            // of the blocked component and the sink all deliver everything they can
            Await.until("line b and the second task of line a through", () ->
                relayed(key, "free") == 2 * PER_TASK && relayed(key, "blocking") == PER_TASK
                    && Recorder.count(key, Received.class) == 3 * PER_TASK);
            assertEquals(PER_TASK, relayed(key, "blocking"), "only the blocked task's own line waits");
            BlockingRelay.RELEASE.get(key).countDown();
            Await.until("line a's first task through", () -> Recorder.count(key, Received.class) == 4 * PER_TASK);
        } finally {
            BlockingRelay.RELEASE.remove(key).countDown();
            BlockingRelay.BLOCKED.remove(key);
        }
        assertEquals(2 * PER_TASK, relayed(key, "blocking"));
        assertEquals(2 * PER_TASK, relayed(key, "free"));
    }

    private static long relayed(String key, String component) {
        return Recorder.events(key, Passed.class).stream().filter(r -> r.component().equals(component)).count();
    }
}
