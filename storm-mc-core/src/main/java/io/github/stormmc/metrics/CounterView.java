package io.github.stormmc.metrics;

import io.github.stormmc.stats.Counter;

/**
 * A Dropwizard counter that shows one of the engine's exact counters instead of keeping its own, so a v2 reporter
 * reads the count the executor already keeps and the hot path does no extra work. Writes through the Dropwizard
 * API are ignored: only the executor counts.
 */
final class CounterView extends com.codahale.metrics.Counter {
    private final Counter source;

    CounterView(Counter source) {
        this.source = source;
    }

    @Override
    public long getCount() {
        return source.get();
    }

    @Override
    public void inc(long n) {
    }

    @Override
    public void dec(long n) {
    }
}
