package org.apache.storm.metric.filter;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.apache.storm.metric.api.IMetricsConsumer.DataPoint;
import org.junit.jupiter.api.Test;

/** Runs with storm-mc-classpath, which brings the shaded Guava predicate the filter implements. */
class FilterByMetricNameTest {

    private static List<String> kept(FilterByMetricName filter, String... names) {
        return java.util.Arrays.stream(names).filter(n -> filter.apply(new DataPoint(n, 1))).toList();
    }

    @Test
    void includesKeepMatchesExcludesDropThemNeitherKeepsAll() {
        String[] names = {"__ack-count", "__emit-count", "my.counter", "__process-latency"};
        assertEquals(List.of("__ack-count", "__emit-count"),
            kept(new FilterByMetricName(List.of("count$"), null), names));
        assertEquals(List.of("__ack-count", "__emit-count", "my.counter"),
            kept(new FilterByMetricName(List.of("count"), null), names));
        assertEquals(List.of("my.counter"), kept(new FilterByMetricName(null, List.of("^__")), names));
        assertEquals(List.of(names), kept(new FilterByMetricName(null, null), names));
        // Decisions are remembered per name: the same answer twice.
        FilterByMetricName filter = new FilterByMetricName(null, List.of("latency"));
        assertEquals(List.of("my.counter", "my.counter"), kept(filter, "my.counter", "__process-latency", "my.counter"));
    }

    @Test
    void includesAndExcludesTogetherAreAnError() {
        assertThrows(IllegalArgumentException.class, () -> new FilterByMetricName(List.of("a"), List.of("b")));
    }
}
