package io.github.stormmc.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Recorder;
import java.io.File;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import javax.management.ObjectName;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.metric.api.CountMetric;
import org.apache.storm.metric.api.IMetricsConsumer;
import org.apache.storm.task.IErrorReporter;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Metrics v1 (registerMetric, consumers, built-in metrics) and v2 (Dropwizard registry, reporters). */
class MetricsTest {

    /** Counts tuples into a v1 metric and a v2 counter; may register late to check Storm's rule. */
    static final class CountingBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final String key;
        private transient CountMetric count;
        private transient com.codahale.metrics.Counter counter;
        private transient TopologyContext context;

        CountingBolt(String key) {
            this.key = key;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.context = context;
            count = context.registerMetric("my-count", new CountMetric(), 1);
            counter = context.registerCounter("my-counter");
        }

        @Override
        public void execute(Tuple input) {
            count.incr();
            counter.inc();
            try {
                context.registerMetric("too-late", new CountMetric(), 1);
            } catch (RuntimeException e) {
                Recorder.record(key, "late: " + e.getMessage());
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    /** Records every datapoint it receives, with its task info, keyed by the registration argument. */
    public static final class RecordingConsumer implements IMetricsConsumer {
        private String key;

        @Override
        public void prepare(Map<String, Object> conf, Object registrationArgument, TopologyContext context,
                            IErrorReporter errorReporter) {
            key = (String) registrationArgument;
            Recorder.record(key, "consumer prepared in " + context.getThisComponentId());
        }

        @Override
        public void handleDataPoints(TaskInfo taskInfo, Collection<DataPoint> dataPoints) {
            for (DataPoint p : dataPoints) {
                Recorder.record(key, new Point(taskInfo.srcComponentId, taskInfo.srcTaskId, taskInfo.updateIntervalSecs,
                    p.name, p.value));
            }
        }

        @Override
        public void cleanup() {
        }
    }

    record Point(String component, int task, int interval, String name, Object value) {
    }

    private static long sum(String key, String component, String name) {
        long total = 0;
        for (Point p : Recorder.events(key, Point.class)) {
            if (p.component().equals(component) && p.name().equals(name)) {
                total += ((Number) p.value()).longValue();
            }
        }
        return total;
    }

    @SuppressWarnings("unchecked")
    private static long sumMap(String key, String component, String name) {
        long total = 0;
        for (Point p : Recorder.events(key, Point.class)) {
            if (p.component().equals(component) && p.name().equals(name)) {
                for (Object v : ((Map<String, Object>) p.value()).values()) {
                    total += ((Number) v).longValue();
                }
            }
        }
        return total;
    }

    @Test
    void registeredAndBuiltInMetricsReachANestedConsumerClass(@TempDir Path csvDir) throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FixedSpout(Recorder.newKey(), new Fields("n"),
            List.of(List.of(1), List.of(2), List.of(3), List.of(4), List.of(5))));
        builder.setBolt("counting", new CountingBolt(key)).shuffleGrouping("spout");
        Config conf = new Config();
        conf.setNumAckers(0);
        conf.registerMetricsConsumer(RecordingConsumer.class, key, 1);
        conf.put(Config.TOPOLOGY_BUILTIN_METRICS_BUCKET_SIZE_SECS, 1);
        conf.put(Config.TOPOLOGY_METRICS_REPORTERS, List.of(
            Map.of("class", "org.apache.storm.metrics2.reporters.CsvStormReporter", "report.period", 1,
                "csv.log.dir", csvDir.toString()),
            Map.of("class", "org.apache.storm.metrics2.reporters.JmxStormReporter", "jmx.domain", "stormmc-test-" + key)));
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("metrics", conf, builder.createTopology());
            Await.until("five counted", () -> sum(key, "counting", "my-count") == 5
                && sumMap(key, "counting", "__execute-count") == 5 && sumMap(key, "spout", "__emit-count") == 5);
            // tasks: "__metrics_..." 1, counting 2, spout 3 (no acker)
            Point point = Recorder.events(key, Point.class).stream().filter(p -> p.name().equals("my-count"))
                .findFirst().orElseThrow();
            assertEquals(new Point("counting", 2, 1, "my-count", point.value()), point);
            // the reporter writes file by file: wait for the one this test reads
            Await.until("csv written", () -> {
                File[] written = csvDir.toFile().listFiles((d, n) -> n.contains(".counting.2.1024-my-counter"));
                return written != null && written.length == 1;
            });
            File[] files = csvDir.toFile().listFiles((d, n) -> n.contains(".counting.2.1024-my-counter"));
            Await.until("counter 5 in csv", () -> {
                try {
                    return Files.readAllLines(files[0].toPath()).stream().anyMatch(l -> l.endsWith(",5"));
                } catch (java.io.IOException e) {
                    return false;
                }
            });
            assertTrue(!ManagementFactory.getPlatformMBeanServer()
                .queryNames(new ObjectName("stormmc-test-" + key + ":*"), null).isEmpty());
        }
        assertTrue(Recorder.events(key, String.class).contains(
            "consumer prepared in __metrics_io.github.stormmc.metrics.MetricsTest.RecordingConsumer"));
        assertTrue(Recorder.events(key, String.class).contains("late: TopologyContext.registerMetric can only be called "
            + "from within overridden IBolt::prepare() or ISpout::open() method."));
    }

    @Test
    void registerMetricRejectsBadBucketsAndDuplicates() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FixedSpout(key, new Fields("n"), List.of()));
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("metric-rules", new Config(), builder.createTopology());
            var running = cluster.stormMc().byName("metric-rules");
            TopologyContext context = new TopologyContext(running.plan().topology(), running.plan().conf(),
                running.plan().taskToComponent(), running.plan().componentToSortedTasks(),
                running.plan().componentToStreamToFields(), new java.util.HashMap<>(), running.id(), null, null, 2, 1024,
                List.of(2), new java.util.HashMap<>(), new java.util.HashMap<>(), new java.util.HashMap<>(),
                new java.util.HashMap<>(), new java.util.concurrent.atomic.AtomicBoolean(false),
                new org.apache.storm.metrics2.StormMetricRegistry());
            context.registerMetric("m", new CountMetric(), 5);
            RuntimeException dup = assertThrows(RuntimeException.class, () -> context.registerMetric("m", new CountMetric(), 7));
            assertEquals("The same metric name `m` was registered twice.", dup.getMessage());
            IllegalArgumentException zero = assertThrows(IllegalArgumentException.class,
                () -> context.registerMetric("z", new CountMetric(), 0));
            assertTrue(zero.getMessage().contains("greater than or equal to 1 second"));
        }
    }
}
