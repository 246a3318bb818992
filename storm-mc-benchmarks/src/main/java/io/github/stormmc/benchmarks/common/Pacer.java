package io.github.stormmc.benchmarks.common;

import java.util.concurrent.locks.LockSupport;

/**
 * Paces a spout task at a fixed offered rate. Each tuple gets its scheduled time as timestamp, so a late emission
 * counts against latency (no coordinated omission). The schedule starts at the first call. With rate 0 the spout
 * runs flat out and tuples carry 0, which sinks read as "do not measure".
 */
public final class Pacer {

    /** How far ahead a due time may be for nextTuple to wait for it instead of returning empty. */
    private static final long PARK_WINDOW_NANOS = 1_000_000L;
    /** The last stretch of a wait, spun rather than parked (more than a park's typical overshoot). */
    private static final long SPIN_NANOS = 150_000L;

    private final long intervalNanos;
    private boolean started;
    private long nextDue;

    public Pacer(long ratePerSecond) {
        this.intervalNanos = ratePerSecond <= 0 ? 0 : Math.max(1, 1_000_000_000L / ratePerSecond);
    }

    public boolean isPaced() {
        return intervalNanos > 0;
    }

    /**
     * The timestamp for the next tuple, or -1 if none is due yet (the caller returns from nextTuple and lets the
     * engine's spout wait strategy run). Returns 0 when unpaced. A due time less than a millisecond away is waited
     * for here, so the engine's coarse spout wait does not blur the measured latency.
     */
    public long next() {
        if (intervalNanos == 0) {
            return 0;
        }
        long now = System.nanoTime();
        if (!started) {
            // The schedule starts when the engine first asks for a tuple, not when the spout was opened: an engine
            // that activates its spouts seconds after open would otherwise start with seconds of "late" tuples.
            started = true;
            nextDue = now;
        }
        long wait = nextDue - now;
        if (wait > PARK_WINDOW_NANOS) {
            return -1;
        }
        // Park for most of the wait, spin the rest: a park overshoots by tens of microseconds on a virtual machine, and
        // since the tuple carries its due time, the harness's own oversleep would count as the engine's latency.
        while (wait > 0) {
            if (wait > SPIN_NANOS) {
                LockSupport.parkNanos(wait - SPIN_NANOS);
            } else {
                Thread.onSpinWait();
            }
            wait = nextDue - System.nanoTime();
        }
        long due = nextDue;
        nextDue += intervalNanos;
        return due;
    }
}
