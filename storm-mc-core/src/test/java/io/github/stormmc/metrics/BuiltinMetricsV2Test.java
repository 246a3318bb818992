package io.github.stormmc.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.metric.api.IMetricsConsumer;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.IErrorReporter;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Storm's built-in metrics under Storm 2.8.2's names: written by Storm's CsvStormReporter, and handed to v1 consumers
 * with topology.enable.v2.metrics.tick; values are the exact counts of a topology whose counts the test knows.
 */
class BuiltinMetricsV2Test {
    private static final int TUPLES = 10;
    /** Ids the bolt fails; it acks the others. */
    private static final Set<Integer> FAILED = Set.of(0, 5);

    /** Emits ids 0..TUPLES-1 once each, with the id as message id; records acks and fails, replays nothing. */
    public static class CountedSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;
        private final String key;
        private transient SpoutOutputCollector collector;
        private transient int next;

        CountedSpout(String key) {
            this.key = key;
        }

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void nextTuple() {
            if (next < TUPLES) {
                collector.emit(new Values(next), next);
                next++;
            }
        }

        @Override
        public void ack(Object msgId) {
            Recorder.record(key, "ack " + msgId);
        }

        @Override
        public void fail(Object msgId) {
            Recorder.record(key, "fail " + msgId);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("n"));
        }
    }

    public static class JudgingBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private transient OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            if (FAILED.contains(input.getInteger(0))) {
                collector.fail(input);
            } else {
                collector.ack(input);
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    /** Records every datapoint as "component task name=value". */
    public static class PointConsumer implements IMetricsConsumer {
        private String key;

        @Override
        public void prepare(Map<String, Object> conf, Object registrationArgument, TopologyContext context,
                            IErrorReporter errorReporter) {
            key = (String) registrationArgument;
        }

        @Override
        public void handleDataPoints(TaskInfo taskInfo, Collection<DataPoint> dataPoints) {
            for (DataPoint p : dataPoints) {
                Recorder.record(key, new Point(taskInfo.srcComponentId, taskInfo.srcTaskId, p.name, p.value));
            }
        }

        @Override
        public void cleanup() {
        }
    }

    record Point(String component, int task, String name, Object value) {
    }

    private static TopologyBuilder topology(String key) {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new CountedSpout(key));
        builder.setBolt("bolt", new JudgingBolt()).shuffleGrouping("spout");
        return builder;
    }

    private static boolean allAnswered(String key) {
        return Recorder.events(key, String.class).size() == TUPLES;
    }

    /** Storm 2.8.2's v2 built-in metrics of the spout task, by short name (a sample; the full set is compared below). */
    private static final Set<String> SPOUT_METRICS = Set.of(
        "__emit-count-default", "__emit-count-default.m1_rate",
        "__transfer-count-default", "__transfer-count-default.m1_rate",
        "__ack-count-default", "__ack-count-default.m1_rate",
        "__fail-count-default", "__fail-count-default.m1_rate",
        "__complete-latency-default", "__emit-count-__ack_init", "__transfer-count-__ack_init",
        "__skipped-max-spout-ms", "__skipped-inactive-ms", "__skipped-backpressure-ms", "__reported-error-count",
        "receive-queue-capacity", "receive-queue-population", "receive-queue-pct_full", "receive-queue-overflow",
        "receive-queue-arrival_rate_secs", "receive-queue-sojourn_time_ms", "receive-queue-insert_failures",
        "receive-queue-dropped_messages", "__backpressure-last-overflow-count");
    /** The same for the bolt task, whose counts are keyed by input ("<source component>:<source stream>"). */
    private static final Set<String> BOLT_METRICS = Set.of(
        "__execute-count-spout:default", "__execute-count-spout:default.m1_rate",
        "__ack-count-spout:default", "__ack-count-spout:default.m1_rate",
        "__fail-count-spout:default", "__fail-count-spout:default.m1_rate",
        "__execute-latency-spout:default", "__process-latency-spout:default", "__capacity",
        "__emit-count-__ack_ack", "__emit-count-__ack_fail", "__reported-error-count",
        "receive-queue-capacity", "receive-queue-population", "receive-queue-pct_full", "receive-queue-overflow",
        "receive-queue-arrival_rate_secs", "receive-queue-sojourn_time_ms");
    /** Storm's __system worker metrics, a sample that every JVM has. */
    private static final Set<String> SYSTEM_METRICS = Set.of("uptimeSecs", "startTimeSecs", "newWorkerEvent",
        "workerCpuUsage", "memory.heap.used", "memory.heap.max", "memory.heap.committed", "memory.heap.init",
        "memory.heap.usage", "memory.non-heap.used", "memory.total.used", "threads.count", "threads.daemon.count",
        "threads.deadlock.count", "threads.deadlocks");

    /**
     * The names of Apache Storm 2.8.2's list that Storm-MC does not write, as patterns over normalized names, each
     * with its reason (docs/configuration.md, "Not reported"). Everything else must be written, and nothing more.
     */
    static final Map<String, String> EXCLUDED = Map.of(
        "storm\\.topology\\.TOPOLOGY\\.HOST\\.__system\\.TASK\\.PORT-CGroup.*",
        "cgroup metrics of a supervisor-launched worker: Storm-MC launches no worker in a cgroup of its own",
        "storm\\.worker\\.TOPOLOGY\\.HOST\\.__system\\.TASK\\.PORT-doHeartbeat-calls",
        "worker heartbeats to a supervisor: Storm-MC has no supervisor and sends none",
        "storm\\.worker\\.TOPOLOGY\\.HOST\\.__system\\.TASK\\.PORT-(receive-queue-.*|__reported-error-count.*)",
        "the __system executor's own queue and errors: Storm-MC runs no __system executor (its timer delivers ticks)",
        "storm\\.worker\\.TOPOLOGY\\.HOST\\.__acker\\.(default\\.)?TASK\\.PORT-(receive-queue-.*|__backpressure-last-overflow-count"
            + "|__reported-error-count.*|__capacity)",
        "the acker executor's queue, errors and busy time: Storm-MC runs no acker executor",
        "storm\\.worker\\.TOPOLOGY\\.HOST\\.__acker\\.__ack_[a-z]+\\.TASK\\.PORT-__(execute|process)-latency-.*",
        "time in an acker's execute: no acker executes; tree bookkeeping runs inside the acking bolt's and spout's calls");

    private static Config csvConf(Path csvDir) {
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_METRICS_REPORTERS, List.of(Map.of(
            "class", "org.apache.storm.metrics2.reporters.CsvStormReporter", "report.period", 1,
            "csv.log.dir", csvDir.toString())));
        // as in the run that produced storm-2.8.2-csv-names.txt: every sampled metric gets a sample
        conf.put(Config.TOPOLOGY_STATS_SAMPLE_RATE, 1.0);
        return conf;
    }

    @Test
    void csvReporterWritesStormsBuiltinMetricsWithTheExactCounts(@TempDir Path csvDir) throws Exception {
        String key = Recorder.newKey();
        Config conf = csvConf(csvDir);
        String topologyId;
        int spoutTask;
        int boltTask;
        int ackerTask;
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("builtin-csv", conf, topology(key).createTopology());
            var running = cluster.stormMc().byName("builtin-csv");
            topologyId = running.id();
            spoutTask = running.plan().componentToSortedTasks().get("spout").get(0);
            boltTask = running.plan().componentToSortedTasks().get("bolt").get(0);
            ackerTask = running.plan().componentToSortedTasks().get("__acker").get(0);
            Await.until("every tuple acked or failed", () -> allAnswered(key));
        }
        // stopping the topology made the reporter write once more, with the final counts
        String host = StormMetricNames.underscored(WorkerHost.name());
        String worker = "storm.worker." + topologyId + "." + host + ".";
        Map<String, String> spout = lastValues(csvDir, worker + "spout.", "." + spoutTask + ".1024-");
        Map<String, String> bolt = lastValues(csvDir, worker + "bolt.", "." + boltTask + ".1024-");
        Map<String, String> acker = lastValues(csvDir, worker + "__acker.", "." + ackerTask + ".1024-");
        assertTrue(spout.keySet().containsAll(SPOUT_METRICS), spout.keySet().toString());
        assertTrue(bolt.keySet().containsAll(BOLT_METRICS), bolt.keySet().toString());
        assertEquals(String.valueOf(TUPLES), spout.get("__emit-count-default"));
        assertEquals(String.valueOf(TUPLES), spout.get("__transfer-count-default"));
        assertEquals(String.valueOf(TUPLES - FAILED.size()), spout.get("__ack-count-default"));
        assertEquals(String.valueOf(FAILED.size()), spout.get("__fail-count-default"));
        assertEquals(String.valueOf(TUPLES), bolt.get("__execute-count-spout:default"));
        assertEquals(String.valueOf(TUPLES - FAILED.size()), bolt.get("__ack-count-spout:default"));
        assertEquals(String.valueOf(FAILED.size()), bolt.get("__fail-count-spout:default"));
        assertEquals("0", bolt.get("receive-queue-population"));
        assertEquals("0", bolt.get("__reported-error-count"));
        // the acking traffic, as Storm 2.8.2 reports it for this topology: one __ack_init per tree, one __ack_ack
        // or __ack_fail per acked or failed input, and the acker's answers to the spout
        assertEquals(String.valueOf(TUPLES), spout.get("__emit-count-__ack_init"));
        assertEquals(String.valueOf(TUPLES), spout.get("__transfer-count-__ack_init"));
        assertEquals(String.valueOf(TUPLES - FAILED.size()), bolt.get("__emit-count-__ack_ack"));
        assertEquals(String.valueOf(FAILED.size()), bolt.get("__emit-count-__ack_fail"));
        assertEquals(String.valueOf(TUPLES), acker.get("__execute-count-spout:__ack_init"));
        assertEquals(String.valueOf(TUPLES), acker.get("__ack-count-spout:__ack_init"));
        assertEquals(String.valueOf(TUPLES - FAILED.size()), acker.get("__execute-count-bolt:__ack_ack"));
        assertEquals(String.valueOf(TUPLES - FAILED.size()), acker.get("__ack-count-bolt:__ack_ack"));
        assertEquals(String.valueOf(FAILED.size()), acker.get("__execute-count-bolt:__ack_fail"));
        assertEquals(String.valueOf(TUPLES - FAILED.size()), acker.get("__emit-count-__ack_ack"));
        assertEquals(String.valueOf(TUPLES - FAILED.size()), acker.get("__transfer-count-__ack_ack"));
        assertEquals(String.valueOf(FAILED.size()), acker.get("__emit-count-__ack_fail"));
        // counts carry their stream in the long name: the spout's own stream, or the bolt input's stream
        assertTrue(Files.exists(csvDir.resolve(worker + "spout.default." + spoutTask + ".1024-__ack-count-default.csv")));
        assertTrue(Files.exists(csvDir.resolve(
            worker + "bolt.default." + boltTask + ".1024-__execute-count-spout:default.csv")));
        assertTrue(Files.exists(csvDir.resolve(worker + "bolt." + boltTask + ".1024-receive-queue-capacity.csv")));
        assertTrue(Files.exists(csvDir.resolve(worker + "bolt.default." + boltTask + ".1024-__capacity.csv")));
        Map<String, String> system = lastValues(csvDir, "storm.topology." + topologyId + "." + host + ".__system.",
            ".-1.1024-");
        assertTrue(system.keySet().containsAll(SYSTEM_METRICS), system.keySet().toString());
        assertTrue(system.keySet().stream().anyMatch(n -> n.startsWith("GC.") && n.endsWith(".count")),
            system.keySet().toString());
        assertTrue(Long.parseLong(system.get("memory.heap.used")) > 0);
        assertEquals("0", system.get("threads.deadlock.count"));
        assertEquals("[]", system.get("threads.deadlocks"));

        // the whole set: Storm 2.8.2's for the same topology, less the documented exclusions
        Set<String> storm = stormNames();
        Set<String> expected = new TreeSet<>();
        for (String name : storm) {
            if (EXCLUDED.keySet().stream().noneMatch(name::matches)) {
                expected.add(name);
            }
        }
        for (String pattern : EXCLUDED.keySet()) {
            assertTrue(storm.stream().anyMatch(n -> n.matches(pattern)), "exclusion matches nothing: " + pattern);
        }
        assertEquals(expected, normalized(csvDir));
    }

    /** The committed list of Apache Storm 2.8.2's names (see its header for how it was produced). */
    static Set<String> stormNames() throws IOException {
        try (var in = BuiltinMetricsV2Test.class.getResourceAsStream("/metrics/storm-2.8.2-csv-names.txt")) {
            Set<String> names = new TreeSet<>();
            for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    names.add(line.trim());
                }
            }
            return names;
        }
    }

    /** The CSV files' names, normalized as the committed list's header says. */
    static Set<String> normalized(Path dir) {
        Set<String> names = new TreeSet<>();
        String[] files = dir.toFile().list();
        for (String f : files == null ? new String[0] : files) {
            names.add(f.replaceAll("\\.csv$", "")
                .replaceFirst("^storm\\.(worker|topology)\\.[^.]+\\.[^.]+\\.", "storm.$1.TOPOLOGY.HOST.")
                .replaceFirst("\\.-?[0-9]+\\.[0-9]+-", ".TASK.PORT-")
                .replaceFirst("-memory\\.pools\\..*\\.(committed|init|max|usage|used|used-after-gc)$",
                    "-memory.pools.POOL.$1")
                .replaceFirst("-GC\\..*\\.(count|time)$", "-GC.COLLECTOR.$1"));
        }
        return names;
    }

    @Test
    void v1ConsumersGetTheBuiltinV2MetricsWithTheV2Tick() throws Exception {
        String key = Recorder.newKey();
        String pointsKey = Recorder.newKey();
        Config conf = new Config();
        conf.registerMetricsConsumer(PointConsumer.class, pointsKey, 1);
        conf.put(Config.TOPOLOGY_ENABLE_V2_METRICS_TICK, true);
        conf.put(Config.TOPOLOGY_V2_METRICS_TICK_INTERVAL_SECONDS, 1);
        conf.put(Config.TOPOLOGY_STATS_SAMPLE_RATE, 1.0);
        int spoutTask;
        int boltTask;
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("builtin-v1", conf, topology(key).createTopology());
            var running = cluster.stormMc().byName("builtin-v1");
            spoutTask = running.plan().componentToSortedTasks().get("spout").get(0);
            boltTask = running.plan().componentToSortedTasks().get("bolt").get(0);
            Await.until("every tuple acked or failed", () -> allAnswered(key));
            // counters go as running totals: wait for a tick that saw the final counts
            Await.until("final counts reported", () -> {
                Map<String, Object> s = latest(pointsKey, "spout", spoutTask);
                Map<String, Object> b = latest(pointsKey, "bolt", boltTask);
                return Long.valueOf(FAILED.size()).equals(s.get("__fail-count-default"))
                    && Long.valueOf(TUPLES - FAILED.size()).equals(s.get("__ack-count-default"))
                    && Long.valueOf(FAILED.size()).equals(b.get("__fail-count-spout:default"))
                    && Long.valueOf(TUPLES - FAILED.size()).equals(b.get("__ack-count-spout:default"))
                    && b.containsKey("__process-latency-spout:default") && b.containsKey("__capacity");
            });
        }
        Map<String, Object> spout = latest(pointsKey, "spout", spoutTask);
        Map<String, Object> bolt = latest(pointsKey, "bolt", boltTask);
        assertTrue(spout.keySet().containsAll(SPOUT_METRICS), spout.keySet().toString());
        assertTrue(bolt.keySet().containsAll(BOLT_METRICS), bolt.keySet().toString());
        assertEquals((long) TUPLES, spout.get("__emit-count-default"));
        assertEquals((long) TUPLES, spout.get("__transfer-count-default"));
        assertEquals((long) TUPLES, bolt.get("__execute-count-spout:default"));
    }

    /** The latest value of each datapoint one task sent. */
    private static Map<String, Object> latest(String key, String component, int task) {
        Map<String, Object> values = new TreeMap<>();
        for (Point p : Recorder.events(key, Point.class)) {
            if (p.component().equals(component) && p.task() == task) {
                values.put(p.name(), p.value());
            }
        }
        return values;
    }

    /**
     * Short name to the value in the last row of each CSV file of one task: files are named
     * {@code <prefix>[<stream>]<taskAndPort><short name>.csv}.
     */
    private static Map<String, String> lastValues(Path dir, String prefix, String taskAndPort) throws IOException {
        Map<String, String> values = new TreeMap<>();
        File[] files = dir.toFile().listFiles((d, n) -> n.startsWith(prefix) && n.contains(taskAndPort));
        for (File f : files == null ? new File[0] : files) {
            String n = f.getName();
            String shortName = n.substring(n.indexOf(taskAndPort) + taskAndPort.length(), n.length() - ".csv".length());
            List<String> lines = new ArrayList<>(Files.readAllLines(f.toPath()));
            String last = lines.get(lines.size() - 1);
            values.put(shortName, last.substring(last.indexOf(',') + 1));
        }
        return values;
    }
}
