package io.github.stormmc.metrics;

import com.codahale.metrics.Gauge;
import java.util.function.LongSupplier;

/**
 * Storm's {@code <counter>.m1_rate} gauge: the counter's increase over the last minute, per second, from samples the
 * worker's metrics timer takes every {@link #STEP_SECS} seconds (as Storm's rate counters are updated).
 */
final class OneMinuteRate implements Gauge<Double> {
    static final int STEP_SECS = 2;
    private static final int SPAN_SECS = 60;
    private final LongSupplier count;
    private final long[] samples = new long[SPAN_SECS / STEP_SECS + 1];
    private int at;
    private volatile double rate;

    OneMinuteRate(LongSupplier count) {
        this.count = count;
        long now = count.getAsLong();
        java.util.Arrays.fill(samples, now);
    }

    /** Metrics timer only. */
    void sample() {
        at = (at + 1) % samples.length;
        samples[at] = count.getAsLong();
        rate = (double) (samples[at] - samples[(at + 1) % samples.length]) / SPAN_SECS;
    }

    @Override
    public Double getValue() {
        return rate;
    }
}
