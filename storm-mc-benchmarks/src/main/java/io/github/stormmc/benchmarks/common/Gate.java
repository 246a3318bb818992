package io.github.stormmc.benchmarks.common;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Lets a JMH benchmark push an exact number of tuples through a running topology: gated spouts emit only while
 * permits remain. Spout tasks take permits in small batches, so the shared counter is touched once per batch.
 */
public final class Gate {

    private static final AtomicLong PERMITS = new AtomicLong();
    static final int BATCH = 64;

    private Gate() {
    }

    public static void release(long permits) {
        PERMITS.addAndGet(permits);
    }

    /** Takes up to {@link #BATCH} permits; returns how many were taken (0 when the gate is closed). */
    static int take() {
        while (true) {
            long available = PERMITS.get();
            if (available <= 0) {
                return 0;
            }
            int n = (int) Math.min(BATCH, available);
            if (PERMITS.compareAndSet(available, available - n)) {
                return n;
            }
        }
    }

    public static void reset() {
        PERMITS.set(0);
    }
}
