package org.apache.storm.windowing;

/**
 * Event-time eviction against the watermark-driven reference time. Events newer than the reference time are kept
 * for later windows; scanning stops at the first event more than {@code lag} ms newer, since the queue is only
 * roughly ordered by event time.
 */
public class WatermarkTimeEvictionPolicy<T> extends TimeEvictionPolicy<T> {

    private final int lag;

    public WatermarkTimeEvictionPolicy(int windowLength) {
        this(windowLength, Integer.MAX_VALUE);
    }

    public WatermarkTimeEvictionPolicy(int windowLength, int lag) {
        super(windowLength);
        this.lag = lag;
    }

    @Override
    public Action evict(Event<T> event) {
        if (evictionContext == null) {
            // Asked before the first watermark (while the window is compacted): hold everything until one arrives.
            return Action.STOP;
        }
        long ahead = event.getTimestamp() - evictionContext.getReferenceTime();
        if (ahead > lag) {
            return Action.STOP;
        }
        if (ahead > 0) {
            return Action.KEEP;
        }
        return super.evict(event);
    }

    @Override
    public String toString() {
        return "WatermarkTimeEvictionPolicy{lag=" + lag + ", " + super.toString() + '}';
    }
}
