package org.apache.storm.metrics2.reporters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.codahale.metrics.MetricRegistry;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The reporter speaks Graphite's plaintext protocol ("path value timestamp") to a real TCP listener. */
class GraphiteStormReporterTest {

    @Test
    void reportsEveryMetricAsAPlaintextLineWithThePrefix() throws Exception {
        MetricRegistry registry = new MetricRegistry();
        registry.counter("storm.worker.wc.count.1.__ack-count").inc(42);
        registry.counter("other.metric").inc(7);
        registry.register("storm.worker.wc.count.1.gauge", (com.codahale.metrics.Gauge<Integer>) () -> 5);
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Map<String, Object> reporterConf = new HashMap<>();
            reporterConf.put(GraphiteStormReporter.GRAPHITE_HOST, "127.0.0.1");
            reporterConf.put(GraphiteStormReporter.GRAPHITE_PORT, server.getLocalPort());
            reporterConf.put(GraphiteStormReporter.GRAPHITE_PREFIXED_WITH, "prod");
            reporterConf.put("filter", Map.of("class", "org.apache.storm.metrics2.filters.RegexFilter",
                "expression", "storm\\..*"));
            GraphiteStormReporter reporter = new GraphiteStormReporter();
            reporter.prepare(registry, Map.of(), reporterConf);
            reporter.reporter.report();
            List<String> lines = new ArrayList<>();
            try (Socket accepted = server.accept();
                 BufferedReader in = new BufferedReader(new InputStreamReader(accepted.getInputStream(),
                     StandardCharsets.UTF_8))) {
                for (String line = in.readLine(); line != null; line = in.readLine()) {
                    lines.add(line);
                }
            }
            reporter.close();
            assertEquals(2, lines.size(), lines.toString());
            Map<String, String> values = new HashMap<>();
            for (String line : lines) {
                String[] parts = line.split(" ");
                assertEquals(3, parts.length, line);
                assertTrue(parts[2].matches("\\d+"), "a timestamp in seconds: " + line);
                values.put(parts[0], parts[1]);
            }
            assertEquals(Map.of("prod.storm.worker.wc.count.1.__ack-count.count", "42",
                "prod.storm.worker.wc.count.1.gauge", "5"), values);
        }
    }

    @Test
    void hostPortAndTransportAreChecked() {
        GraphiteStormReporter reporter = new GraphiteStormReporter();
        MetricRegistry registry = new MetricRegistry();
        IllegalArgumentException missing = assertThrows(IllegalArgumentException.class,
            () -> reporter.prepare(registry, Map.of(), Map.of(GraphiteStormReporter.GRAPHITE_HOST, "h")));
        assertEquals("GraphiteStormReporter needs graphite.host and graphite.port in its reporter conf, got"
            + " graphite.host=h, graphite.port=null", missing.getMessage());
        assertThrows(IllegalArgumentException.class, () -> reporter.prepare(registry, Map.of(),
            Map.of(GraphiteStormReporter.GRAPHITE_HOST, "h", GraphiteStormReporter.GRAPHITE_PORT, 1,
                GraphiteStormReporter.GRAPHITE_TRANSPORT, "pigeon")));
    }
}
