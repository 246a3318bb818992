package org.apache.storm.windowing;

/**
 * Event-time sliding trigger: on each watermark, fires every window whose end (a multiple of the sliding interval)
 * the watermark has passed. Stretches without events are skipped by jumping to the window holding the next event.
 */
public class WatermarkTimeTriggerPolicy<T> implements TriggerPolicy<T, Long> {

    private final long slidingIntervalMs;
    private final TriggerHandler handler;
    private final EvictionPolicy<T, ?> evictionPolicy;
    private final WindowManager<T> windowManager;
    private volatile long nextWindowEndTs;
    private boolean started;

    public WatermarkTimeTriggerPolicy(long slidingIntervalMs, TriggerHandler handler,
                                      EvictionPolicy<T, ?> evictionPolicy, WindowManager<T> windowManager) {
        this.slidingIntervalMs = slidingIntervalMs;
        this.handler = handler;
        this.evictionPolicy = evictionPolicy;
        this.windowManager = windowManager;
    }

    @Override
    public void track(Event<T> event) {
        if (started && event.isWatermark()) {
            onWatermark(event.getTimestamp());
        }
    }

    private void onWatermark(long watermarkTs) {
        long windowEnd = nextWindowEndTs;
        while (windowEnd <= watermarkTs) {
            evictionPolicy.setContext(new DefaultEvictionContext(windowEnd, (long) windowManager.getEventCount(windowEnd)));
            if (handler.onTrigger()) {
                windowEnd += slidingIntervalMs;
            } else {
                long next = nextAlignedWindowEnd(windowEnd, watermarkTs);
                if (next == Long.MAX_VALUE) {
                    break;
                }
                windowEnd = next;
            }
        }
        nextWindowEndTs = windowEnd;
    }

    /** The first interval boundary at or after the earliest event in (start, end], or Long.MAX_VALUE if none. */
    private long nextAlignedWindowEnd(long start, long end) {
        long earliest = windowManager.getEarliestEventTs(start, end);
        if (earliest == Long.MAX_VALUE || earliest % slidingIntervalMs == 0) {
            return earliest;
        }
        return earliest + (slidingIntervalMs - earliest % slidingIntervalMs);
    }

    @Override
    public void reset() {
        // progress is tracked by nextWindowEndTs, not per activation
    }

    @Override
    public void start() {
        started = true;
    }

    @Override
    public void shutdown() {
        // nothing runs in the background
    }

    @Override
    public Long getState() {
        return nextWindowEndTs;
    }

    @Override
    public void restoreState(Long state) {
        nextWindowEndTs = state;
    }

    @Override
    public String toString() {
        return "WatermarkTimeTriggerPolicy{slidingIntervalMs=" + slidingIntervalMs + ", nextWindowEndTs="
            + nextWindowEndTs + ", started=" + started + '}';
    }
}
