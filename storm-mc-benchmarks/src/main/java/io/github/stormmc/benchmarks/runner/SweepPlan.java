package io.github.stormmc.benchmarks.runner;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * The order of a sweep's runs. Every throughput run comes first, then the latency and idle runs: the latency runs'
 * offered rate is derived from Apache Storm's throughput measured earlier in the same sweep. Within each phase,
 * repetitions are the outer loop, so a point's repetitions are spread over the phase rather than run back to back,
 * and at every point the engines alternate which goes first.
 */
final class SweepPlan {

    /**
     * Offered spout tuples per second of latency runs when the rate cannot be derived from Apache Storm's
     * throughput in the same sweep (Apache Storm not swept at that topology and parallelism).
     */
    static final Map<String, Long> DEFAULT_LATENCY_RATE = Map.of("wordcount", 2_000L, "enron", 1_000L,
            "rollingsort", 5_000L);

    /** The topology and parallelism of the idle runs. */
    static final String IDLE_TOPOLOGY = "wordcount";
    static final int IDLE_PARALLELISM = 1;
    /** The topology of the small-heap runs (p=1, Storm-MC only: Flink's MiniCluster does not start in 64 MB). */
    static final String SMALL_HEAP_TOPOLOGY = "wordcount";
    /** The topology whose plain points get the limit engine's hand-over run ({@link RunSpec#HANDOVER}). */
    static final String HANDOVER_TOPOLOGY = "wordcount";

    /**
     * Seconds a child JVM takes beyond warm-up + measure, per engine: JVM start, deployment until the first tuple
     * reaches the end of the topology, the full GC for the live heap, and reading the engine's statistics. Measured
     * on the 2-core machine of docs/benchmarks.md while other builds shared it. Apache Storm's local mode starts
     * ZooKeeper, Nimbus, a supervisor and a worker before the first tuple.
     */
    static final Map<String, Double> OVERHEAD_SECS = Map.of(Summary.STORM_MC, 2.5, Summary.APACHE_STORM, 11.0,
            Summary.FLINK, 4.0, Summary.LIMIT, 1.0);
    /** Seconds the runner spends between two children, rewriting the report. */
    static final double BETWEEN_RUNS_SECS = 0.5;

    private SweepPlan() {
    }

    /** Puts a run next to the group's runs: before them when first, else after. */
    private static void beside(List<RunSpec> group, RunSpec run, boolean first) {
        if (first) {
            group.add(0, run);
        } else {
            group.add(run);
        }
    }

    /** The fixed rate of a latency run: --latency-rate, or the topology's default. */
    static long fixedLatencyRate(SweepOptions o, String topology) {
        return o.latencyRate > 0 ? o.latencyRate : DEFAULT_LATENCY_RATE.get(topology);
    }

    static List<RunSpec> plan(SweepOptions o) {
        List<RunSpec> runs = new ArrayList<>();
        long latencyRate = o.latencyRate > 0 ? o.latencyRate : RunSpec.HALF_STORM_MAX;
        int flip = 0;
        for (int rep = 1; rep <= o.reps; rep++) {
            for (String topology : o.topologies) {
                if (o.limit) {
                    runs.add(new RunSpec(rep, Summary.LIMIT, topology, "plain", "throughput", 1, 0));
                }
                for (String variant : o.variants) {
                    List<Integer> ps = variant.equals("acked") ? o.ackedParallelisms(topology)
                            : o.parallelisms(topology);
                    // Flink has no acked variant (no tuple trees): it runs the plain points only.
                    List<String> engines = variant.equals("acked")
                            ? o.engines.stream().filter(e -> !e.equals(Summary.FLINK)).toList() : o.engines;
                    // WordCount's plain hand-over (no engine) takes its turn among the engines at each point
                    boolean handOver = handOver(o, topology) && variant.equals("plain");
                    List<String> atPoint = handOver ? append(engines, Summary.LIMIT) : engines;
                    for (int p : ps) {
                        for (String engine : ordered(atPoint, flip++ + rep)) {
                            if (engine.equals(Summary.LIMIT)) {
                                runs.add(new RunSpec(rep, Summary.LIMIT, topology, RunSpec.HANDOVER, "throughput", p,
                                        0));
                                continue;
                            }
                            RunSpec run = new RunSpec(rep, engine, topology, variant, "throughput", p, 0);
                            List<RunSpec> group = new ArrayList<>(List.of(run));
                            boolean stormMcPlain = variant.equals("plain") && engine.equals(Summary.STORM_MC);
                            if (o.smallHeap && stormMcPlain && topology.equals(SMALL_HEAP_TOPOLOGY) && p == 1) {
                                // beside the default-heap run it is compared with, so that both see the same
                                // phase of the machine; before it in even reps, after it in odd ones
                                RunSpec small = new RunSpec(rep, Summary.STORM_MC, topology, RunSpec.SMALL_HEAP,
                                        "throughput", 1, 0);
                                beside(group, small, rep % 2 == 0);
                            }
                            if (o.archivePairs && stormMcPlain) {
                                // the twin without the archive beside it, first at every other point
                                beside(group, new RunSpec(rep, Summary.STORM_MC, topology, RunSpec.NO_ARCHIVE,
                                        "throughput", p, 0), (rep + p) % 2 == 0);
                            }
                            if (o.unchained && stormMcPlain) {
                                // one thread per executor, as one more engine: beside the default, first at every other point
                                beside(group, new RunSpec(rep, Summary.STORM_MC, topology, RunSpec.UNCHAINED,
                                        "throughput", p, 0), (rep + p) % 2 == 0);
                            }
                            runs.addAll(group);
                        }
                    }
                }
            }
        }
        for (int rep = 1; rep <= o.reps; rep++) {
            for (String topology : o.topologies) {
                // the hand-over paced at the same rate takes its turn too
                List<String> atPoint = handOver(o, topology) ? append(o.engines, Summary.LIMIT) : o.engines;
                for (int p : o.latencyParallelisms) {
                    for (String engine : ordered(atPoint, flip++ + rep)) {
                        runs.add(new RunSpec(rep, engine, topology, engine.equals(Summary.LIMIT) ? RunSpec.HANDOVER
                                : "plain", "latency", p, latencyRate));
                        if (o.unchained && engine.equals(Summary.STORM_MC)) {
                            runs.add(new RunSpec(rep, Summary.STORM_MC, topology, RunSpec.UNCHAINED, "latency", p,
                                    latencyRate));
                        }
                    }
                }
            }
            if (o.twoHopRate > 0) {
                // the limit (three plain threads, no engine) and Storm-MC with a thread per executor (chaining off; on
                // 2 cores the default chains the three) take their turns among the engines
                List<RunSpec> twoHop = new ArrayList<>();
                for (String engine : o.engines) {
                    twoHop.add(new RunSpec(rep, engine, RunSpec.TWO_HOP, "plain", "latency", 1, o.twoHopRate));
                }
                if (o.engines.contains(Summary.STORM_MC)) {
                    twoHop.add(new RunSpec(rep, Summary.STORM_MC, RunSpec.TWO_HOP, RunSpec.UNCHAINED, "latency", 1,
                            o.twoHopRate));
                }
                if (o.limit) {
                    twoHop.add(new RunSpec(rep, Summary.LIMIT, RunSpec.TWO_HOP, "plain", "latency", 1, o.twoHopRate));
                }
                runs.addAll(ordered(twoHop, flip++ + rep));
            }
            if (o.idle) {
                for (String engine : ordered(o.engines, flip++ + rep)) {
                    runs.add(new RunSpec(rep, engine, IDLE_TOPOLOGY, "plain", "idle", IDLE_PARALLELISM, 0));
                }
            }
        }
        return runs;
    }

    /** Estimated wall-clock seconds of the planned runs, from {@link #OVERHEAD_SECS}. */
    static double estimateSeconds(List<RunSpec> plan, SweepOptions o) {
        double secs = 0;
        for (RunSpec r : plan) {
            secs += o.warmup(r.mode()) + o.measure + OVERHEAD_SECS.getOrDefault(r.engine(), 5.0) + BETWEEN_RUNS_SECS;
        }
        return secs;
    }

    /**
     * Half of Apache Storm's maximum spout rate at a topology and parallelism: half the median {@code spout_rate}
     * of the successful plain throughput runs on Apache Storm among the given runs.csv rows, rounded down to a
     * whole tuple per second; 0 when there is no such run.
     */
    static long halfStormMaxRate(List<Map<String, String>> rows, String topology, int parallelism) {
        List<Double> rates = new ArrayList<>();
        for (Map<String, String> r : rows) {
            if ("ok".equals(r.get("status")) && Summary.APACHE_STORM.equals(r.get("engine"))
                    && topology.equals(r.get("topology")) && "plain".equals(r.get("variant"))
                    && "throughput".equals(r.get("mode"))
                    && Integer.toString(parallelism).equals(r.get("parallelism"))) {
                rates.add(Stats.parse(r.get("spout_rate")));
            }
        }
        double median = Stats.median(rates);
        return Double.isNaN(median) ? 0 : (long) Math.floor(median / 2);
    }

    /** Whether the limit engine's plain hand-over runs beside this topology's plain and latency points. */
    private static boolean handOver(SweepOptions o, String topology) {
        return o.limit && o.handOver && topology.equals(HANDOVER_TOPOLOGY);
    }

    private static List<String> append(List<String> engines, String engine) {
        List<String> all = new ArrayList<>(engines);
        all.add(engine);
        return all;
    }

    /** The engines (or runs) rotated by the turn, so each goes first (and last) equally often. */
    private static <T> List<T> ordered(List<T> items, int turn) {
        List<T> rotated = new ArrayList<>(items);
        Collections.rotate(rotated, turn % Math.max(1, items.size()));
        return rotated;
    }
}
