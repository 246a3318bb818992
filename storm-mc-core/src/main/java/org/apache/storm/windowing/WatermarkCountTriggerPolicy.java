package org.apache.storm.windowing;

import java.util.List;

/**
 * Event-time count trigger: on each watermark, fires one window for every {@code count} events with timestamps up
 * to the watermark that have not been windowed yet, with the reference time set to the last of those events.
 */
public class WatermarkCountTriggerPolicy<T> implements TriggerPolicy<T, Long> {

    private final int count;
    private final TriggerHandler handler;
    private final EvictionPolicy<T, ?> evictionPolicy;
    private final WindowManager<T> windowManager;
    private volatile long lastProcessedTs;
    private boolean started;

    public WatermarkCountTriggerPolicy(int count, TriggerHandler handler, EvictionPolicy<T, ?> evictionPolicy,
                                       WindowManager<T> windowManager) {
        this.count = count;
        this.handler = handler;
        this.evictionPolicy = evictionPolicy;
        this.windowManager = windowManager;
    }

    @Override
    public void track(Event<T> event) {
        if (started && event.isWatermark()) {
            List<Long> windowEnds = windowManager.getSlidingCountTimestamps(lastProcessedTs, event.getTimestamp(),
                count);
            for (long end : windowEnds) {
                evictionPolicy.setContext(new DefaultEvictionContext(end, null, (long) count));
                handler.onTrigger();
                lastProcessedTs = end;
            }
        }
    }

    @Override
    public void reset() {
        // progress is tracked by lastProcessedTs, not per activation
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
        return lastProcessedTs;
    }

    @Override
    public void restoreState(Long state) {
        lastProcessedTs = state;
    }

    @Override
    public String toString() {
        return "WatermarkCountTriggerPolicy{count=" + count + ", lastProcessedTs=" + lastProcessedTs
            + ", started=" + started + '}';
    }
}
