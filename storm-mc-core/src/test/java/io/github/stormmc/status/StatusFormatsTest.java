package io.github.stormmc.status;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Formats, windows, settings, rates and graph layout of the status page, without a running topology. */
class StatusFormatsTest {

    @Test
    void uptimeIsFormattedLikeStormUi() {
        assertEquals("0s", StormUiJson.prettyUptime(0));
        assertEquals("59s", StormUiJson.prettyUptime(59));
        assertEquals("6m 5s", StormUiJson.prettyUptime(365));
        assertEquals("3h 0m 0s", StormUiJson.prettyUptime(10800));
        assertEquals("1d 0h 0m 0s", StormUiJson.prettyUptime(86400));
        assertEquals("All time", StormUiJson.windowPretty(":all-time"));
        assertEquals("10m 0s", StormUiJson.windowPretty("600"));
    }

    @Test
    void windowsAreTheOnesTheUptimeFitsIn() {
        assertEquals(List.of("600", "10800", "86400", ":all-time"), StormUiJson.windows(600));
        assertEquals(List.of("10800", "86400", ":all-time"), StormUiJson.windows(601));
        assertEquals(List.of(":all-time"), StormUiJson.windows(86401));
        assertTrue(StormUiJson.supportsWindow(":all-time", 1_000_000));
        assertTrue(StormUiJson.supportsWindow("600", 600));
        assertFalse(StormUiJson.supportsWindow("600", 601));
        assertFalse(StormUiJson.supportsWindow("week", 1));
    }

    @Test
    void countsAreExactAndRatesShort() {
        assertEquals("1,234,567", Html.count(1_234_567));
        assertEquals("0", Html.count(0));
        assertEquals("0/s", Html.rate(0.01));
        assertEquals("7.5/s", Html.rate(7.5));
        assertEquals("950/s", Html.rate(950));
        assertEquals("12.3k/s", Html.rate(12_345));
        assertEquals("1.2M/s", Html.rate(1_234_567));
        assertEquals("&lt;a href=&quot;x&quot;&gt; &amp; &#39;", Html.esc("<a href=\"x\"> & '"));
    }

    @Test
    void settingsComeFromTheStormMcKeys() {
        assertEquals(new StatusSettings("127.0.0.1", 8080, 2), StatusSettings.of(Map.of()));
        assertEquals(new StatusSettings("0.0.0.0", 9000, 5), StatusSettings.of(Map.of("stormmc.status.host", "0.0.0.0",
            "stormmc.status.port", 9000L, "stormmc.status.refresh.secs", 5)));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> new StatusSettings("127.0.0.1", 70000, 2));
        assertEquals("stormmc.status.port must be 0..65535, got 70000", e.getMessage());
    }

    @Test
    void ratesAndCapacityComeFromTwoSamples() {
        ExecutorSample before = new ExecutorSample(0, Map.of("default", 100L, "__system", 5L),
            Map.of("spout\u0000default", 1_000L), 1_000_000L, 10);
        ExecutorSample after = new ExecutorSample(2_000_000_000L, Map.of("default", 300L, "__system", 9L),
            Map.of("spout\u0000default", 5_000L, "other\u0000s", 1_000L), 3_000_000L, 30);
        RateWindow w = new RateWindow(before, after);
        assertEquals(2.0, w.seconds());
        assertEquals(100.0, w.emitRate(s -> !s.startsWith("__")));
        assertEquals(102.0, w.emitRate(s -> true));
        assertEquals(2_500.0, w.executeRate(input -> true));
        assertEquals(Map.of("spout\u0000default", 2_000.0, "other\u0000s", 500.0), w.executeRateByInput());
        // 5,000 executed at (2 ms of sampled latency / 20 samples) = 0.1 ms each: 0.5 s busy in 2 s
        assertEquals(0.25, w.capacity(), 1e-12);
    }

    @Test
    void graphColumnsFollowTheLongestPathAndCutCycles() {
        List<ComponentView> components = List.of(component("spout", true), component("a", false),
            component("b", false), component("c", false));
        List<EdgeView> edges = List.of(edge("spout", "a"), edge("a", "b"), edge("b", "a"), edge("spout", "c"),
            edge("b", "c"));
        assertEquals(Map.of("spout", 0, "a", 1, "b", 2, "c", 3), GraphSvg.columns(components, edges));
    }

    private static EdgeView edge(String from, String to) {
        return new EdgeView(from, "default", to, "shuffle", 0, 0);
    }

    private static ComponentView component(String id, boolean spout) {
        return new ComponentView(id, spout, 1, List.of(), Map.of(), Map.of(), Map.of(), Map.of(), Map.of(), Map.of(),
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, List.of());
    }
}
