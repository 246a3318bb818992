package org.apache.storm.windowing;

import java.util.concurrent.atomic.AtomicLong;

/** Keeps the last {@code threshold} events: each event beyond that count expires the oldest one. */
public class CountEvictionPolicy<T> implements EvictionPolicy<T, Long> {

    protected final int threshold;
    protected final AtomicLong currentCount;
    private EvictionContext context;

    public CountEvictionPolicy(int count) {
        this.threshold = count;
        this.currentCount = new AtomicLong();
    }

    @Override
    public Action evict(Event<T> event) {
        // Events are scanned oldest first, so while more than threshold are held the scanned one is the excess.
        while (true) {
            long current = currentCount.get();
            if (current <= threshold) {
                return Action.PROCESS;
            }
            if (currentCount.compareAndSet(current, current - 1)) {
                return Action.EXPIRE;
            }
        }
    }

    @Override
    public void track(Event<T> event) {
        if (!event.isWatermark()) {
            currentCount.incrementAndGet();
        }
    }

    @Override
    public EvictionContext getContext() {
        return context;
    }

    @Override
    public void setContext(EvictionContext context) {
        this.context = context;
    }

    @Override
    public String toString() {
        return "CountEvictionPolicy{threshold=" + threshold + ", currentCount=" + currentCount + '}';
    }

    @Override
    public void reset() {
        // the count is of events held, which a trigger does not change
    }

    @Override
    public Long getState() {
        return currentCount.get();
    }

    @Override
    public void restoreState(Long state) {
        currentCount.set(state);
    }
}
