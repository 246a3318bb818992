package io.github.stormmc.metrics;

import com.codahale.metrics.Gauge;
import io.github.stormmc.stats.CounterMap;
import io.github.stormmc.stats.ExecutorStats;

/**
 * Storm's {@code __capacity} of a bolt executor: the share of the last ten minutes (or of the time since it started,
 * if shorter) that it spent in {@code execute}, estimated as Storm does: tuples executed in the window times their
 * mean execute latency, over the window. The counts are exact; the mean comes from the sampled latencies
 * ({@code topology.stats.sample.rate}), over the window when it holds samples, else over all of them. Snapshots are
 * taken by the worker's metrics timer every {@link OneMinuteRate#STEP_SECS} seconds; nothing runs per tuple.
 */
final class Capacity implements Gauge<Double> {
    private static final long WINDOW_NANOS = 600_000_000_000L;
    private static final int SLOTS = (int) (WINDOW_NANOS / 1_000_000_000L / OneMinuteRate.STEP_SECS) + 1;
    private final ExecutorStats stats;
    /** Ring of snapshots: time, executed, latency sum (ns), latency samples; the oldest is the window's start. */
    private final long[][] ring = new long[SLOTS][];
    private int newest;
    private int size;

    Capacity(ExecutorStats stats) {
        this.stats = stats;
        ring[0] = snapshot();
        size = 1;
    }

    private long[] snapshot() {
        return new long[] {System.nanoTime(), stats.executed().total(), stats.latencyNanos().total(),
            stats.latencySamples().total()};
    }

    /** Metrics timer only. */
    synchronized void sample() {
        newest = (newest + 1) % SLOTS;
        ring[newest] = snapshot();
        size = Math.min(size + 1, SLOTS);
    }

    @Override
    public synchronized Double getValue() {
        long[] now = snapshot();
        long[] start = ring[(newest - size + 1 + SLOTS) % SLOTS];
        long window = now[0] - start[0];
        long executed = now[1] - start[1];
        if (window <= 0 || executed == 0) {
            return 0.0;
        }
        long samples = now[3] - start[3];
        long nanos = now[2] - start[2];
        if (samples == 0) {
            samples = now[3];
            nanos = now[2];
        }
        double meanNanos = samples == 0 ? 0.0 : (double) nanos / samples;
        return executed * meanNanos / window;
    }

    /** True once the bolt executed a tuple: Storm registers the gauge with its first value. */
    static boolean started(CounterMap executed) {
        return executed.total() > 0;
    }
}
