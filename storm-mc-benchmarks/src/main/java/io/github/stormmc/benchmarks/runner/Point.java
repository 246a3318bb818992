package io.github.stormmc.benchmarks.runner;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The repetitions of one (topology, variant, mode, engine, parallelism) point, summarised by their medians.
 * Engine threads are the live threads during the window minus those alive before the engine started; executors
 * is Σ component parallelism plus ackers; offered rate and rate basis are those of the latency runs; the first hop's
 * percentiles are those of topologies that time it (the two-hop probe), NaN elsewhere. Steady is the median time
 * from the first tuple at the sink to the measured window; capped runs are those measured at the cap, before the
 * steady state.
 */
record Point(String topology, String variant, String mode, String engine, int parallelism, int runs,
        double throughput, double throughputMin, double throughputMax, double cpuPercent, double rssMb,
        double threads, double startupMs, double latencyP50Us, double latencyP99Us,
        Map<String, Double> componentRates, double spoutRate, double engineThreads, double executors,
        double liveHeapMb, double offeredRate, String rateBasis, double allocBytesPerTuple,
        double contextSwitchesPerThousand, double systemCpuPercent, double firstHopP50Us, double firstHopP99Us,
        double cpuNsPerTuple, Map<String, Double> threadCpuNs, double steadySecs, int cappedRuns) {

    static Point of(List<Map<String, String>> rows) {
        Map<String, String> first = rows.get(0);
        List<Double> throughput = column(rows, "throughput");
        Map<String, Double> medianRates = medianByName(rows, "counts", r -> Stats.parse(r.get("measured_s")));
        Map<String, Double> threadCpuNs = medianByName(rows, "thread_cpu_ns", r -> 1.0);
        return new Point(first.get("topology"), first.get("variant"), first.get("mode"), first.get("engine"),
                Integer.parseInt(first.get("parallelism")), rows.size(), Stats.median(throughput),
                Stats.min(throughput), Stats.max(throughput), Stats.median(column(rows, "cpu_pct")),
                Stats.median(column(rows, "rss_mb_avg")), Stats.median(column(rows, "threads_max")),
                Stats.median(column(rows, "startup_ms")), Stats.median(column(rows, "lat_p50_us")),
                Stats.median(column(rows, "lat_p99_us")), medianRates, Stats.median(column(rows, "spout_rate")),
                Stats.median(column(rows, "engine_threads")), Stats.median(column(rows, "executors")),
                Stats.median(column(rows, "live_heap_mb")), Stats.median(column(rows, "offered_rate")),
                distinct(rows, "rate_basis"), Stats.median(column(rows, "alloc_bytes_per_tuple")),
                Stats.median(column(rows, "ctx_switches_per_ktuple")), Stats.median(column(rows, "sys_cpu_pct")),
                Stats.median(column(rows, "lat_hop1_p50_us")), Stats.median(column(rows, "lat_hop1_p99_us")),
                Stats.median(column(rows, "cpu_ns_per_tuple")), threadCpuNs, Stats.median(column(rows, "steady_s")),
                (int) rows.stream().filter(r -> "true".equals(r.get("steady_capped"))).count());
    }

    /** Executors per core of the machine the sweep ran on; NaN when either is unknown. */
    double executorsPerCore(int cores) {
        return cores > 0 ? executors / cores : Double.NaN;
    }

    /**
     * The median over the rows of each {@code name=value} of a {@code ;}-joined column, each value divided by the
     * row's {@code divisor} (the measured seconds, to turn counts into rates).
     */
    private static Map<String, Double> medianByName(List<Map<String, String>> rows, String column,
            java.util.function.ToDoubleFunction<Map<String, String>> divisor) {
        Map<String, List<Double>> values = new LinkedHashMap<>();
        for (Map<String, String> r : rows) {
            String cell = r.getOrDefault(column, "");
            if (cell == null || cell.isEmpty()) {
                continue;
            }
            for (String kv : cell.split(";")) {
                int eq = kv.indexOf('=');
                values.computeIfAbsent(kv.substring(0, eq), k -> new ArrayList<>())
                        .add(Stats.parse(kv.substring(eq + 1)) / divisor.applyAsDouble(r));
            }
        }
        Map<String, Double> medians = new LinkedHashMap<>();
        values.forEach((c, v) -> medians.put(c, Stats.median(v)));
        return medians;
    }

    /** The distinct non-empty values of a column, joined with "/" (normally one value). */
    private static String distinct(List<Map<String, String>> rows, String name) {
        List<String> values = new ArrayList<>();
        for (Map<String, String> r : rows) {
            String v = r.getOrDefault(name, "");
            if (v != null && !v.isEmpty() && !values.contains(v)) {
                values.add(v);
            }
        }
        return String.join("/", values);
    }

    private static List<Double> column(List<Map<String, String>> rows, String name) {
        List<Double> values = new ArrayList<>();
        for (Map<String, String> r : rows) {
            values.add(Stats.parse(r.get(name)));
        }
        return values;
    }

    String key() {
        return key(topology, variant, mode, engine, parallelism);
    }

    static String key(String topology, String variant, String mode, String engine, int parallelism) {
        return topology + "|" + variant + "|" + mode + "|" + engine + "|" + parallelism;
    }
}
