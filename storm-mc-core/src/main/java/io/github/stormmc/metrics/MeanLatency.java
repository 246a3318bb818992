package io.github.stormmc.metrics;

import com.codahale.metrics.Gauge;
import io.github.stormmc.stats.Counter;

/**
 * A latency gauge in milliseconds ({@code __execute-latency-*}, {@code __complete-latency-*}): the mean of every
 * latency the executor measured, from its exact running sum and sample count. Storm averages its last three samples
 * instead; a mean over all samples is what the engine's counters give without work on the hot path.
 */
final class MeanLatency implements Gauge<Double> {
    private final Counter nanos;
    private final Counter samples;

    MeanLatency(Counter nanos, Counter samples) {
        this.nanos = nanos;
        this.samples = samples;
    }

    @Override
    public Double getValue() {
        long n = samples.get();
        return n == 0 ? 0.0 : nanos.get() / 1e6 / n;
    }
}
