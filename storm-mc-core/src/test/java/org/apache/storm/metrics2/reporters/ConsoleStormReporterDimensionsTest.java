package org.apache.storm.metrics2.reporters;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.codahale.metrics.Counter;
import com.codahale.metrics.Gauge;
import io.github.stormmc.metrics.StormMetricNames;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.apache.storm.metrics2.DimensionalReporter;
import org.apache.storm.metrics2.StormMetricRegistry;
import org.junit.jupiter.api.Test;

/** report.dimensions.enabled on Storm's console reporter: groups by task dimensions, short names, as Storm 2.8.2. */
class ConsoleStormReporterDimensionsTest {

    private static StormMetricRegistry registry() {
        StormMetricRegistry registry = new StormMetricRegistry();
        registry.bindWorker(new StormMetricNames("topo-1-2", "host.example", 1024));
        registry.register("storm.worker.topo-1-2.host_example.bolt.default.3.1024-__execute-count-spout:default",
            "__execute-count-spout:default", 3, "bolt", "default", new Counter());
        registry.register("storm.worker.topo-1-2.host_example.bolt.3.1024-receive-queue-capacity",
            "receive-queue-capacity", 3, "bolt", null, (Gauge<Integer>) () -> 1024);
        return registry;
    }

    private static String report(Map<String, Object> reporterConf) {
        PrintStream out = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ConsoleStormReporter reporter = new ConsoleStormReporter();
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            reporter.prepare(registry(), Map.of(), reporterConf);
            reporter.reporter.report();
        } finally {
            System.setOut(out);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void withDimensionsEachTaskGroupIsPrintedUnderItsDimensionsWithShortNames() {
        String printed = report(Map.of("report.dimensions.enabled", true));
        // one group per task, component and stream; the stream only where the metric has one
        assertTrue(printed.contains("Using dimensions: \n"), printed);
        List<String> lines = printed.lines().toList();
        assertEquals(2, lines.stream().filter("Using dimensions: "::equals).count(), printed);
        for (String dimension : List.of("taskid : 3", "componentId : bolt", "hostname : host_example",
            "topologyId : topo-1-2", "port : 1024")) {
            assertEquals(2, lines.stream().filter(dimension::equals).count(), dimension + " in " + printed);
        }
        assertEquals(1, lines.stream().filter("streamId : default"::equals).count(), printed);
        assertTrue(lines.contains("__execute-count-spout:default"), printed);
        assertTrue(lines.contains("receive-queue-capacity"), printed);
        assertFalse(printed.contains("storm.worker."), printed);
    }

    @Test
    void withoutDimensionsTheDottedNamesArePrinted() {
        String printed = report(Map.of());
        assertFalse(printed.contains("Using dimensions"), printed);
        assertTrue(printed.lines().anyMatch(
            "storm.worker.topo-1-2.host_example.bolt.default.3.1024-__execute-count-spout:default"::equals), printed);
    }

    @Test
    void dimensionsNeedTheRegistryProvider() {
        ConsoleStormReporter reporter = new ConsoleStormReporter();
        Map<String, Object> conf = Map.of("report.dimensions.enabled", true);
        try {
            reporter.prepare(registry().getRegistry(), Map.of(), conf);
            throw new AssertionError("prepared with dimensions from a bare registry");
        } catch (IllegalStateException expected) {
            assertTrue(expected.getMessage().contains("report.dimensions.enabled"));
        }
        reporter.prepare(registry(), Map.of(), conf);
        assertTrue(reporter.reporter instanceof DimensionalReporter);
    }
}
