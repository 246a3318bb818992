package io.github.stormmc.prometheus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.metrics.WorkerHost;
import io.github.stormmc.status.StatusServer;
import io.github.stormmc.status.StatusSettings;
import io.github.stormmc.testing.Await;
import java.io.OutputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The status server's {@code /metrics} against a finished topology with known counts: a spout emits {@link #N}
 * numbers reliably, a bolt (one executor, a dot in its id) acks them and counts them in its own v2 counter,
 * histogram and timer; labels carry the component id as declared.
 * The status page is started before the topology is submitted, so the worker registers Storm's built-in metrics
 * for it without any v2 reporter or tick.
 */
class PrometheusEndpointTest {
    private static final int N = 300;
    private static final HttpClient HTTP = HttpClient.newHttpClient();
    private static final AtomicLong BOLT_DONE = new AtomicLong();

    private static LocalCluster cluster;
    private static StatusServer status;
    private static RunningTopology topology;

    @BeforeAll
    static void runTopology() throws Exception {
        cluster = new LocalCluster();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("numbers", new NumberSpout(), 1);
        builder.setBolt("tally.bolt", new TallyBolt(), 1).shuffleGrouping("numbers");
        status = StatusServer.start(cluster.stormMc(), new StatusSettings("127.0.0.1", 0, 1));
        cluster.submitTopology("prom-wc", new Config(), builder.createTopology());
        topology = cluster.stormMc().byName("prom-wc");
        Await.until("the bolt executed every tuple", () -> BOLT_DONE.get() == N, 60_000);
        // streams are registered by the worker's metrics timer (every 2 s) once used; wait for the ack counts to
        // reach their final value, which comes last
        String expected = spoutSeries("storm_ack_count_total", "default") + " " + N + ".0";
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        String body = scrape().body();
        while (!body.contains(expected)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("no " + expected + " in /metrics:\n" + body);
            }
            Thread.sleep(50);
            body = scrape().body();
        }
    }

    @AfterAll
    static void stop() throws Exception {
        if (status != null) {
            status.close();
        }
        if (cluster != null) {
            cluster.close();
        }
    }

    private static HttpResponse<String> scrape() throws Exception {
        return HTTP.send(HttpRequest.newBuilder(URI.create(status.url() + "metrics")).build(),
            HttpResponse.BodyHandlers.ofString());
    }

    /** A series as the client library writes it: labels in name order. */
    private static String series(String name, String component, String... more) {
        Map<String, String> labels = new TreeMap<>(Map.of("topology", "prom-wc", "topology_id", topology.id(),
            "host", WorkerHost.name(), "port", "1024", "component", component, "task", task(component)));
        for (int i = 0; i < more.length; i += 2) {
            labels.put(more[i], more[i + 1]);
        }
        StringBuilder out = new StringBuilder(name).append('{');
        labels.forEach((k, v) -> out.append(out.charAt(out.length() - 1) == '{' ? "" : ",").append(k).append("=\"")
            .append(v).append('"'));
        return out.append('}').toString();
    }

    private static String task(String component) {
        return component.equals("__system") ? "-1"
            : topology.plan().componentToSortedTasks().get(component).get(0).toString();
    }

    private static String spoutSeries(String name, String stream) {
        return series(name, "numbers", "stream", stream);
    }

    private static String boltInputSeries(String name) {
        return series(name, "tally.bolt", "stream", "default", "source_component", "numbers");
    }

    private static String userSeries(String name) {
        return series(name, "tally.bolt");
    }

    private static String line(String body, String series) {
        return body.lines().filter(l -> l.startsWith(series + " ")).findFirst()
            .orElseThrow(() -> new AssertionError("no series " + series + " in\n" + body));
    }

    @Test
    void servesTheExactCountsWithLabelsInTheTextFormat() throws Exception {
        HttpResponse<String> r = scrape();
        assertEquals(200, r.statusCode(), r.body());
        assertEquals("text/plain; version=0.0.4; charset=utf-8", r.headers().firstValue("Content-Type").orElse(""));
        String body = r.body();
        // Storm's built-in metrics, counters with their stream (and for a bolt, its input's component)
        assertTrue(body.contains("# TYPE storm_emit_count_total counter\n"), body);
        assertEquals(spoutSeries("storm_emit_count_total", "default") + " " + N + ".0",
            line(body, spoutSeries("storm_emit_count_total", "default")));
        assertEquals(spoutSeries("storm_ack_count_total", "default") + " " + N + ".0",
            line(body, spoutSeries("storm_ack_count_total", "default")));
        // no tuple failed: as in Storm, a fail count appears with the first fail
        assertFalse(body.contains(boltInputSeries("storm_fail_count_total")), body);
        // Storm's millisecond built-ins in seconds, as Prometheus names units
        assertTrue(body.contains("# TYPE storm_skipped_backpressure_seconds_total counter\n"), body);
        assertTrue(body.contains("# TYPE storm_receive_queue_sojourn_time_seconds gauge\n"), body);
        assertEquals(boltInputSeries("storm_execute_count_total") + " " + N + ".0",
            line(body, boltInputSeries("storm_execute_count_total")));
        assertTrue(body.contains("# TYPE storm_execute_latency_seconds gauge\n"), body);
        assertTrue(body.contains("# TYPE storm_receive_queue_capacity gauge\n"), body);
        // the bolt's own metrics, under storm_topology_
        assertEquals(userSeries("storm_topology_seen_total") + " " + N + ".0",
            line(body, userSeries("storm_topology_seen_total")));
        assertTrue(body.contains("# TYPE storm_topology_sizes summary\n"), body);
        assertEquals(userSeries("storm_topology_sizes_count") + " " + N,
            line(body, userSeries("storm_topology_sizes_count")));
        assertEquals(userSeries("storm_topology_work_seconds_count") + " " + N,
            line(body, userSeries("storm_topology_work_seconds_count")));
        // the __system JVM gauges, one per topology
        String threads = series("storm_topology_threads_count_value", "__system");
        assertTrue(Double.parseDouble(line(body, threads).substring(threads.length() + 1)) > 0, body);
        line(body, series("storm_topology_uptime_secs", "__system"));
    }

    @Test
    void headAnswersWithoutABody() throws Exception {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create(status.url() + "metrics"))
            .method("HEAD", HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.ofString());
        assertEquals(200, r.statusCode());
        assertEquals("", r.body());
    }

    @Test
    void promtoolAcceptsTheWholeOutput() throws Exception {
        String promtool = promtool();
        String body = scrape().body();
        Process check = new ProcessBuilder(promtool, "check", "metrics").redirectErrorStream(true).start();
        try (OutputStream in = check.getOutputStream()) {
            in.write(body.getBytes(StandardCharsets.UTF_8));
        }
        String output = new String(check.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(check.waitFor(60, TimeUnit.SECONDS), "promtool did not finish");
        assertEquals(0, check.exitValue(), "promtool check metrics:\n" + output + "\non\n" + body);
    }

    /** promtool, installed by bin/install-promtool when missing; the check is skipped only where that cannot work. */
    private static String promtool() throws Exception {
        String configured = System.getenv("STORM_MC_PROMTOOL");
        Path binary = Path.of(configured != null ? configured : "/usr/bin/promtool");
        if (!Files.isExecutable(binary)) {
            Path script = repoRoot().resolve("bin/install-promtool");
            Process install = new ProcessBuilder(script.toString()).redirectErrorStream(true).start();
            String output = new String(install.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            install.waitFor(10, TimeUnit.MINUTES);
            Assumptions.assumeTrue(Files.isExecutable(binary),
                "promtool is missing and bin/install-promtool could not install it: " + output);
        }
        return binary.toString();
    }

    private static Path repoRoot() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.exists(dir.resolve("bin/install-promtool"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new AssertionError("no bin/install-promtool above " + Path.of("").toAbsolutePath());
        }
        return dir;
    }

    static final class NumberSpout extends BaseRichSpout {
        private SpoutOutputCollector collector;
        private int next;

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void nextTuple() {
            if (next < N) {
                collector.emit(new Values(next), next);
                next++;
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("n"));
        }
    }

    static final class TallyBolt extends BaseRichBolt {
        private OutputCollector collector;
        private com.codahale.metrics.Counter seen;
        private com.codahale.metrics.Histogram sizes;
        private com.codahale.metrics.Timer work;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
            this.seen = context.registerCounter("seen");
            this.sizes = context.registerHistogram("sizes");
            this.work = context.registerTimer("work");
        }

        @Override
        public void execute(Tuple input) {
            try (com.codahale.metrics.Timer.Context ignored = work.time()) {
                seen.inc();
                sizes.update(input.getInteger(0));
                collector.ack(input);
            }
            BOLT_DONE.incrementAndGet();
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }
}
