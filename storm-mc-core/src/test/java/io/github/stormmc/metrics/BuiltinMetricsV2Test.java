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

    /** Storm 2.8.2's v2 built-in metrics of the spout task, by short name, that Storm-MC reports. */
    private static final Set<String> SPOUT_METRICS = Set.of(
        "__emit-count-default", "__emit-count-default.m1_rate",
        "__transfer-count-default", "__transfer-count-default.m1_rate",
        "__ack-count-default", "__ack-count-default.m1_rate",
        "__fail-count-default", "__fail-count-default.m1_rate",
        "__complete-latency-default",
        "receive-queue-capacity", "receive-queue-population", "receive-queue-pct_full", "receive-queue-overflow");
    /** The same for the bolt task, whose counts are keyed by input ("<source component>:<source stream>"). */
    private static final Set<String> BOLT_METRICS = Set.of(
        "__execute-count-spout:default", "__execute-count-spout:default.m1_rate",
        "__ack-count-spout:default", "__ack-count-spout:default.m1_rate",
        "__fail-count-spout:default", "__fail-count-spout:default.m1_rate",
        "__execute-latency-spout:default",
        "receive-queue-capacity", "receive-queue-population", "receive-queue-pct_full", "receive-queue-overflow");
    /** Storm's __system worker metrics, a sample that every JVM has. */
    private static final Set<String> SYSTEM_METRICS = Set.of("uptimeSecs", "startTimeSecs", "newWorkerEvent",
        "workerCpuUsage", "memory.heap.used", "memory.heap.max", "memory.heap.committed", "memory.heap.init",
        "memory.heap.usage", "memory.non-heap.used", "memory.total.used", "threads.count", "threads.daemon.count");

    @Test
    void csvReporterWritesStormsBuiltinMetricsWithTheExactCounts(@TempDir Path csvDir) throws Exception {
        String key = Recorder.newKey();
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_METRICS_REPORTERS, List.of(Map.of(
            "class", "org.apache.storm.metrics2.reporters.CsvStormReporter", "report.period", 1,
            "csv.log.dir", csvDir.toString())));
        String topologyId;
        int spoutTask;
        int boltTask;
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("builtin-csv", conf, topology(key).createTopology());
            var running = cluster.stormMc().byName("builtin-csv");
            topologyId = running.id();
            spoutTask = running.plan().componentToSortedTasks().get("spout").get(0);
            boltTask = running.plan().componentToSortedTasks().get("bolt").get(0);
            Await.until("every tuple acked or failed", () -> allAnswered(key));
        }
        // stopping the topology made the reporter write once more, with the final counts
        String host = StormMetricNames.underscored(WorkerHost.name());
        String worker = "storm.worker." + topologyId + "." + host + ".";
        Map<String, String> spout = lastValues(csvDir, worker + "spout.", "." + spoutTask + ".1024-");
        Map<String, String> bolt = lastValues(csvDir, worker + "bolt.", "." + boltTask + ".1024-");
        assertEquals(new TreeSet<>(SPOUT_METRICS), spout.keySet());
        assertEquals(new TreeSet<>(BOLT_METRICS), bolt.keySet());
        assertEquals(String.valueOf(TUPLES), spout.get("__emit-count-default"));
        assertEquals(String.valueOf(TUPLES), spout.get("__transfer-count-default"));
        assertEquals(String.valueOf(TUPLES - FAILED.size()), spout.get("__ack-count-default"));
        assertEquals(String.valueOf(FAILED.size()), spout.get("__fail-count-default"));
        assertEquals(String.valueOf(TUPLES), bolt.get("__execute-count-spout:default"));
        assertEquals(String.valueOf(TUPLES - FAILED.size()), bolt.get("__ack-count-spout:default"));
        assertEquals(String.valueOf(FAILED.size()), bolt.get("__fail-count-spout:default"));
        assertEquals("0", bolt.get("receive-queue-population"));
        // counts carry their stream in the long name: the spout's own stream, or the bolt input's stream
        assertTrue(Files.exists(csvDir.resolve(worker + "spout.default." + spoutTask + ".1024-__ack-count-default.csv")));
        assertTrue(Files.exists(csvDir.resolve(
            worker + "bolt.default." + boltTask + ".1024-__execute-count-spout:default.csv")));
        assertTrue(Files.exists(csvDir.resolve(worker + "bolt." + boltTask + ".1024-receive-queue-capacity.csv")));
        Map<String, String> system = lastValues(csvDir, "storm.topology." + topologyId + "." + host + ".__system.",
            ".-1.1024-");
        assertTrue(system.keySet().containsAll(SYSTEM_METRICS), system.keySet().toString());
        assertTrue(system.keySet().stream().anyMatch(n -> n.startsWith("GC.") && n.endsWith(".count")),
            system.keySet().toString());
        assertTrue(Long.parseLong(system.get("memory.heap.used")) > 0);
    }

    @Test
    void v1ConsumersGetTheBuiltinV2MetricsWithTheV2Tick() throws Exception {
        String key = Recorder.newKey();
        String pointsKey = Recorder.newKey();
        Config conf = new Config();
        conf.registerMetricsConsumer(PointConsumer.class, pointsKey, 1);
        conf.put(Config.TOPOLOGY_ENABLE_V2_METRICS_TICK, true);
        conf.put(Config.TOPOLOGY_V2_METRICS_TICK_INTERVAL_SECONDS, 1);
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
                    && Long.valueOf(TUPLES - FAILED.size()).equals(b.get("__ack-count-spout:default"));
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
