package io.github.stormmc.benchmarks.runner;

import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The offered rate of a sweep's latency runs. Unless --latency-rate fixes it, the rate of a (topology,
 * parallelism) point is half of Apache Storm's median spout rate in the sweep's plain throughput runs at that point,
 * derived when the point's first latency run is about to start (every throughput run has ended by then) and kept
 * for its other runs, so both engines and all repetitions get the same rate.
 */
final class LatencyRates {

    /** A latency run's rate and where it came from: half-storm-max, given or default. */
    record Resolved(long rate, String basis) {
    }

    /** Reads the sweep's runs so far. */
    interface RunsSoFar {
        List<Map<String, String>> read() throws IOException;
    }

    /** The rate basis of latency runs paced at half of Apache Storm's maximum (see SweepPlan). */
    static final String HALF_STORM_MAX = "half-storm-max";
    static final String GIVEN = "given";
    static final String DEFAULT = "default";

    private final SweepOptions options;
    private final Map<String, Resolved> byPoint = new LinkedHashMap<>();

    LatencyRates(SweepOptions options) {
        this.options = options;
    }

    Resolved resolve(RunSpec spec, RunsSoFar runs) throws IOException {
        if (spec.rate() != RunSpec.HALF_STORM_MAX) {
            return new Resolved(spec.rate(), GIVEN);
        }
        String key = key(spec.topology(), spec.parallelism());
        Resolved known = byPoint.get(key);
        if (known != null) {
            return known;
        }
        long rate = SweepPlan.halfStormMaxRate(runs.read(), spec.topology(), spec.parallelism());
        Resolved resolved = rate > 0 ? new Resolved(rate, HALF_STORM_MAX)
                : new Resolved(SweepPlan.fixedLatencyRate(options, spec.topology()), DEFAULT);
        byPoint.put(key, resolved);
        return resolved;
    }

    /** The rates derived so far, as sweep facts: latency_rate.TOPOLOGY.pN = "RATE BASIS". */
    Map<String, String> facts() {
        Map<String, String> facts = new LinkedHashMap<>();
        byPoint.forEach((k, r) -> facts.put(k, r.rate() + " " + r.basis()));
        return facts;
    }

    private static String key(String topology, int parallelism) {
        return "latency_rate." + topology + ".p" + parallelism;
    }
}
