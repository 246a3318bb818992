package io.github.stormmc.benchmarks.runner;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The order of a sweep's runs. Repetitions are the outer loop, so a point's repetitions are spread over the whole
 * sweep rather than run back to back; at every point the engines alternate which goes first.
 */
final class SweepPlan {

    /** Offered spout tuples per second of the latency runs, per topology: far below either engine's saturation. */
    static final Map<String, Long> DEFAULT_LATENCY_RATE = Map.of("wordcount", 2_000L, "enron", 1_000L,
            "rollingsort", 5_000L);

    private SweepPlan() {
    }

    static long latencyRate(SweepOptions o, String topology) {
        return o.latencyRate > 0 ? o.latencyRate : DEFAULT_LATENCY_RATE.get(topology);
    }

    static List<RunSpec> plan(SweepOptions o) {
        List<RunSpec> runs = new ArrayList<>();
        int flip = 0;
        for (int rep = 1; rep <= o.reps; rep++) {
            for (String topology : o.topologies) {
                if (topology.equals("wordcount") && o.limit) {
                    runs.add(new RunSpec(rep, Summary.LIMIT, topology, "plain", "throughput", 1, 0));
                }
                for (String variant : o.variants) {
                    List<Integer> ps = variant.equals("acked") ? o.ackedParallelisms : o.parallelisms;
                    for (int p : ps) {
                        for (String engine : ordered(o.engines, flip++ + rep)) {
                            runs.add(new RunSpec(rep, engine, topology, variant, "throughput", p, 0));
                        }
                    }
                }
                for (int p : o.latencyParallelisms) {
                    for (String engine : ordered(o.engines, flip++ + rep)) {
                        runs.add(new RunSpec(rep, engine, topology, "plain", "latency", p, latencyRate(o, topology)));
                    }
                }
            }
        }
        return runs;
    }

    private static List<String> ordered(List<String> engines, int turn) {
        if (engines.size() < 2 || turn % 2 == 0) {
            return engines;
        }
        List<String> reversed = new ArrayList<>(engines);
        java.util.Collections.reverse(reversed);
        return reversed;
    }
}
