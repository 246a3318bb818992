package io.github.stormmc.metrics;

import java.util.function.LongSupplier;

/**
 * A read-only Dropwizard counter whose count is computed when read: a sum of engine counters, or a time counter in
 * whole milliseconds. Reporters only read; {@code inc} and {@code dec} do nothing, as on {@link CounterView}.
 */
final class SumView extends com.codahale.metrics.Counter {
    private final LongSupplier count;

    SumView(LongSupplier count) {
        this.count = count;
    }

    @Override
    public long getCount() {
        return count.getAsLong();
    }

    @Override
    public void inc(long n) {
    }

    @Override
    public void dec(long n) {
    }
}
