package io.github.stormmc.benchmarks.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The sweep's progress line for each run. */
class SweepMainTest {

    @Test
    void aRunsLineGivesTheFiguresItReportedAndLeavesOutTheOthers() {
        Map<String, String> engine = new LinkedHashMap<>(Map.of("status", "ok", "throughput", "5430000", "sink", "count",
                "cpu_pct", "170.2", "rss_mb_avg", "320.5", "live_heap_mb", "9.1", "threads_max", "11"));
        engine.put("engine_threads", "4");
        engine.put("executors", "3");
        assertEquals("5.43M count/s, cpu 170.2%, rss 320.5 MB, live heap 9.1 MB, threads 11 (engine 4, executors 3)",
                SweepMain.describe(engine));
        // the plain hand-over has no engine: no live heap, no engine threads, no executors
        Map<String, String> handOver = Map.of("status", "ok", "throughput", "11910000", "sink", "count", "cpu_pct",
                "182.5", "rss_mb_avg", "486.9", "threads_max", "9");
        assertEquals("11.91M count/s, cpu 182.5%, rss 486.9 MB, threads 9", SweepMain.describe(handOver));
        Map<String, String> twoHopLimit = Map.of("status", "ok", "throughput", "996.6", "sink", "sink", "cpu_pct",
                "13.2", "engine_threads", "3", "lat_p50_us", "51.2", "lat_p99_us", "250.0");
        assertEquals("996.6 sink/s, cpu 13.2% (engine 3), p50 51.2 µs, p99 250.0 µs", SweepMain.describe(twoHopLimit));
        Map<String, String> capped = new LinkedHashMap<>(Map.of("status", "ok", "throughput", "4100000", "sink", "count",
                "cpu_pct", "199.0"));
        capped.put("steady_s", "125.03");
        capped.put("steady_capped", "true");
        assertEquals("4.10M count/s, cpu 199.0%, steady after 125.03 s (CAPPED)", SweepMain.describe(capped));
        capped.put("steady_capped", "false");
        capped.put("steady_s", "9.5");
        assertEquals("4.10M count/s, cpu 199.0%, steady after 9.5 s", SweepMain.describe(capped));
        assertEquals("TIMEOUT no result after 140 s", SweepMain.describe(Map.of("status", "timeout", "error",
                "no result after 140 s")));
    }
}
