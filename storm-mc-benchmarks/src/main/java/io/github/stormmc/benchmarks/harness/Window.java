package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.common.Meters;
import java.util.Map;

/** Counts and CPU time at one instant; two of them bracket the measured window. */
record Window(long nanos, long cpuNanos, long allocatedBytes, Map<String, Long> counts) {

    static Window now() {
        return new Window(System.nanoTime(), ProcessSampler.cpuNanos(), ProcessSampler.allocatedBytes(),
                Meters.totals());
    }

    /** Heap bytes all threads allocated over the window per tuple counted at the component; NaN when unknown. */
    double allocatedPerTuple(Window start, String component) {
        long tuples = delta(start, component);
        if (allocatedBytes < 0 || start.allocatedBytes < 0 || tuples <= 0) {
            return Double.NaN;
        }
        return (double) (allocatedBytes - start.allocatedBytes) / tuples;
    }

    long delta(Window start, String component) {
        return counts.getOrDefault(component, 0L) - start.counts.getOrDefault(component, 0L);
    }

    double seconds(Window start) {
        return (nanos - start.nanos) / 1e9;
    }

    /** CPU use over the window in percent of one core (200% = two cores busy), as top reports it. */
    double cpuPercent(Window start) {
        if (cpuNanos < 0 || start.cpuNanos < 0) {
            return Double.NaN;
        }
        return 100.0 * (cpuNanos - start.cpuNanos) / (nanos - start.nanos);
    }
}
