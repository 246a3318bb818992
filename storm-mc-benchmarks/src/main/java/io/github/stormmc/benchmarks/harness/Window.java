package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.common.Meters;
import java.util.Map;

/** Counts and CPU time at one instant; two of them bracket the measured window. */
record Window(long nanos, long cpuNanos, long systemCpuNanos, long contextSwitches, long allocatedBytes,
        Map<String, Long> counts) {

    static Window now() {
        return new Window(System.nanoTime(), ProcessSampler.cpuNanos(), ProcessSampler.systemCpuNanos(),
                ProcessSampler.contextSwitches(), ProcessSampler.allocatedBytes(), Meters.totals());
    }

    /** Context switches of the JVM's threads over the window per 1,000 tuples counted at the component. */
    double contextSwitchesPerThousand(Window start, String component) {
        long tuples = delta(start, component);
        if (contextSwitches < 0 || start.contextSwitches < 0 || tuples <= 0) {
            return Double.NaN;
        }
        return 1000.0 * (contextSwitches - start.contextSwitches) / tuples;
    }

    /** Kernel CPU time over the window in percent of one core: wake-ups and scheduling, mostly. */
    double systemCpuPercent(Window start) {
        if (systemCpuNanos < 0 || start.systemCpuNanos < 0) {
            return Double.NaN;
        }
        return 100.0 * (systemCpuNanos - start.systemCpuNanos) / (nanos - start.nanos);
    }

    /** Heap bytes all threads allocated over the window per tuple counted at the component; NaN when unknown. */
    double allocatedPerTuple(Window start, String component) {
        long tuples = delta(start, component);
        if (allocatedBytes < 0 || start.allocatedBytes < 0 || tuples <= 0) {
            return Double.NaN;
        }
        return (double) (allocatedBytes - start.allocatedBytes) / tuples;
    }

    /** The process's CPU nanoseconds over the window per tuple counted at the component; NaN when unknown. */
    double cpuNanosPerTuple(Window start, String component) {
        long tuples = delta(start, component);
        if (cpuNanos < 0 || start.cpuNanos < 0 || tuples <= 0) {
            return Double.NaN;
        }
        return (double) (cpuNanos - start.cpuNanos) / tuples;
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
