package org.apache.storm.windowing;

/**
 * Keeps the events of the last {@code windowLength} milliseconds before the reference time its trigger sets (the
 * wall clock when there is none yet).
 */
public class TimeEvictionPolicy<T> implements EvictionPolicy<T, EvictionContext> {

    private final int windowLength;
    protected volatile EvictionContext evictionContext;
    // How late this trigger fired compared with the previous one plus the sliding interval: the window is widened by
    // it so that a late timer does not drop events nobody has seen.
    private long delta;

    public TimeEvictionPolicy(int windowLength) {
        this.windowLength = windowLength;
    }

    @Override
    public Action evict(Event<T> event) {
        long now = evictionContext == null ? System.currentTimeMillis() : evictionContext.getReferenceTime();
        long age = now - event.getTimestamp();
        if (age >= windowLength + delta) {
            return Action.EXPIRE;
        }
        return age < 0 ? Action.KEEP : Action.PROCESS;
    }

    @Override
    public void track(Event<T> event) {
        // time-based: nothing to count
    }

    @Override
    public EvictionContext getContext() {
        return evictionContext;
    }

    @Override
    public void setContext(EvictionContext context) {
        EvictionContext previous = evictionContext;
        evictionContext = context;
        if (context.getSlidingInterval() != null) {
            // The first window after a start takes everything that is held.
            delta = previous == null ? Integer.MAX_VALUE
                : context.getReferenceTime() - previous.getReferenceTime() - context.getSlidingInterval();
        }
    }

    @Override
    public void reset() {
        // no per-window state
    }

    @Override
    public EvictionContext getState() {
        return evictionContext;
    }

    @Override
    public void restoreState(EvictionContext state) {
        this.evictionContext = state;
    }

    @Override
    public String toString() {
        return "TimeEvictionPolicy{windowLength=" + windowLength + ", evictionContext=" + evictionContext + '}';
    }
}
