package io.github.stormmc.prometheus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.stormmc.metrics.StormMetricNames;
import org.junit.jupiter.api.Test;

/** Storm's long metric names taken apart, and the family names they get. */
class StormSeriesTest {
    private static final StormMetricNames NAMES = new StormMetricNames("wc-1-17", "node.example.org", 1024);

    @Test
    void aSpoutsStreamMetric() {
        assertEquals(new StormSeries(true, "__emit-count", "spout", "3", "1024", "a.b", null),
            StormSeries.parse(NAMES.workerMetric("spout", "a.b", 3, "__emit-count-a.b"), NAMES));
        assertEquals(new StormSeries(true, "__emit-count.m1_rate", "spout", "3", "1024", "default", null),
            StormSeries.parse(NAMES.workerMetric("spout", "default", 3, "__emit-count-default.m1_rate"), NAMES));
    }

    @Test
    void aBoltsInputMetricNamesItsSourceComponent() {
        assertEquals(new StormSeries(true, "__execute-count", "count", "7", "1024", "s", "split:x"),
            StormSeries.parse(NAMES.workerMetric("count", "s", 7, "__execute-count-split:x:s"), NAMES));
    }

    @Test
    void aQueueGaugeHasNoStream() {
        assertEquals(new StormSeries(true, "receive-queue-population", "my_bolt", "12", "1024", null, null),
            StormSeries.parse(NAMES.workerMetric("my.bolt", 12, "receive-queue-population"), NAMES));
    }

    @Test
    void topologyMetricsKeepTheirWholeName() {
        assertEquals(new StormSeries(false, "memory.non-heap.used", "__system", "-1", "1024", null, null),
            StormSeries.parse(NAMES.topologyMetric("wc-1-17", "__system", -1, 1024, "memory.non-heap.used"), NAMES));
        assertEquals(new StormSeries(false, "my-counter.x", "bolt", "4", "1024", null, null),
            StormSeries.parse(NAMES.topologyMetric("wc-1-17", "bolt", 4, 1024, "my-counter.x"), NAMES));
    }

    @Test
    void namesOfAnotherTopologyOrFormAreNotParsed() {
        assertNull(StormSeries.parse(NAMES.topologyMetric("other-2-3", "bolt", 4, 1024, "x"), NAMES));
        assertNull(StormSeries.parse("jvm.heap.used", NAMES));
    }

    @Test
    void familyNames() {
        assertEquals("storm_emit_count", FamilyNames.of(true, "__emit-count"));
        assertEquals("storm_emit_count_m1_rate", FamilyNames.of(true, "__emit-count.m1_rate"));
        assertEquals("storm_topology_uptime_secs", FamilyNames.of(false, "uptimeSecs"));
        assertEquals("storm_topology_memory_non_heap_used", FamilyNames.of(false, "memory.non-heap.used"));
        assertEquals("storm_topology_gc_g1_young_generation_count",
            FamilyNames.of(false, "GC.G1-Young-Generation.count"));
        assertEquals("storm_topology_threads_count_value", FamilyNames.gauge("storm_topology_threads_count"));
        assertEquals("storm_topology_hits", FamilyNames.counter("storm_topology_hits_total"));
    }
}
