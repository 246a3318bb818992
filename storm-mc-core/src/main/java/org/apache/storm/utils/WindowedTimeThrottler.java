package org.apache.storm.utils;

/**
 * Allows at most {@code maxAmt} events per window of {@code windowMillis} wall-clock milliseconds: callers ask
 * {@link #isThrottled()} before an event and report it with {@link #markEvent()}. A window starts at the first check
 * after the previous one ended, so the count resets in steps, not continuously. Not thread-safe.
 */
public class WindowedTimeThrottler {
    private final long windowMillis;
    private final int maxAmt;
    private long windowStart;
    private int eventsInWindow;

    public WindowedTimeThrottler(Number windowMillis, Number maxAmt) {
        this.windowMillis = windowMillis.longValue();
        this.maxAmt = maxAmt.intValue();
        this.windowStart = System.currentTimeMillis();
    }

    public boolean isThrottled() {
        rollWindow();
        return eventsInWindow >= maxAmt;
    }

    public void markEvent() {
        rollWindow();
        eventsInWindow++;
    }

    private void rollWindow() {
        long now = System.currentTimeMillis();
        if (now - windowStart > windowMillis) {
            windowStart = now;
            eventsInWindow = 0;
        }
    }
}
