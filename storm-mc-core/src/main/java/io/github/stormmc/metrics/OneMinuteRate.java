package io.github.stormmc.metrics;

import com.codahale.metrics.Gauge;
import java.util.function.LongSupplier;

/**
 * Storm's {@code <counter>.m1_rate} gauge: the counter's increase over the last minute, per second, from samples the
 * worker's metrics timer takes every {@link #STEP_SECS} seconds (as Storm's rate counters are updated). {@link #over}
 * makes the same over another span (Storm's queue rates look at the last 10 seconds).
 */
final class OneMinuteRate implements Gauge<Double> {
    static final int STEP_SECS = 2;
    private static final int SPAN_SECS = 60;
    private final LongSupplier count;
    private final int spanSecs;
    private final long[] samples;
    private int at;
    private volatile double rate;

    OneMinuteRate(LongSupplier count) {
        this(count, SPAN_SECS);
    }

    private OneMinuteRate(LongSupplier count, int spanSecs) {
        this.count = count;
        this.spanSecs = spanSecs;
        this.samples = new long[spanSecs / STEP_SECS + 1];
        long now = count.getAsLong();
        java.util.Arrays.fill(samples, now);
    }

    /** Metrics timer only. */
    void sample() {
        at = (at + 1) % samples.length;
        samples[at] = count.getAsLong();
        rate = (double) (samples[at] - samples[(at + 1) % samples.length]) / spanSecs;
    }

    /** The increase per second over the last {@code spanSecs} (a multiple of {@link #STEP_SECS}). */
    static OneMinuteRate over(int spanSecs, LongSupplier count) {
        return new OneMinuteRate(count, spanSecs);
    }

    @Override
    public Double getValue() {
        return rate;
    }
}
