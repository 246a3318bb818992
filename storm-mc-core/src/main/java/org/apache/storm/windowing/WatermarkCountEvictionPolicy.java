package org.apache.storm.windowing;

import java.util.concurrent.atomic.AtomicLong;
import org.apache.storm.streams.Pair;

/**
 * Count eviction for event-time windows: at each watermark the window is the last {@code threshold} events at or
 * before the reference time. Events are counted when the trigger says how many have reached the watermark (the
 * context's current count, or the previous window's events plus one slide), not as they arrive; events past the
 * reference time are kept for later windows. Before the first watermark nothing is evicted or processed.
 */
public class WatermarkCountEvictionPolicy<T> implements EvictionPolicy<T, Pair<Long, Long>> {
    protected final int threshold;
    protected final AtomicLong currentCount;
    private EvictionContext context;
    /** Events handed to the current window by this scan. */
    private long processed;

    public WatermarkCountEvictionPolicy(int count) {
        this.threshold = count;
        this.currentCount = new AtomicLong();
    }

    @Override
    public Action evict(Event<T> event) {
        if (context == null) {
            return Action.KEEP; // no watermark yet
        }
        if (event.getTimestamp() > context.getReferenceTime() || processed >= currentCount.get()) {
            return Action.KEEP;
        }
        // Oldest first: while more than threshold events count, the scanned one is in excess.
        while (true) {
            long current = currentCount.get();
            if (current <= threshold) {
                processed++;
                return Action.PROCESS;
            }
            if (currentCount.compareAndSet(current, current - 1)) {
                return Action.EXPIRE;
            }
        }
    }

    @Override
    public void track(Event<T> event) {
        // counted from the trigger's context instead
    }

    @Override
    public EvictionContext getContext() {
        return context;
    }

    @Override
    public void setContext(EvictionContext context) {
        this.context = context;
        Long count = context.getCurrentCount();
        if (count != null) {
            currentCount.set(count);
        } else {
            Long slide = context.getSlidingCount();
            currentCount.set(processed + (slide == null ? 0 : slide));
        }
        processed = 0;
    }

    @Override
    public void reset() {
        processed = 0;
    }

    @Override
    public Pair<Long, Long> getState() {
        return Pair.of(currentCount.get(), processed);
    }

    @Override
    public void restoreState(Pair<Long, Long> state) {
        currentCount.set(state.getFirst());
        processed = state.getSecond();
    }

    @Override
    public String toString() {
        return "WatermarkCountEvictionPolicy{threshold=" + threshold + ", currentCount=" + currentCount
            + ", processed=" + processed + '}';
    }
}
