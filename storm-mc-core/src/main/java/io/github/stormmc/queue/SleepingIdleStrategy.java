package io.github.stormmc.queue;

import java.util.concurrent.locks.LockSupport;

/** Spins, then yields, then sleeps for short fixed periods: no producer-side wake-up needed. */
public final class SleepingIdleStrategy implements IdleStrategy {
    private static final int SPINS = 100;
    private static final int YIELDS = 200;
    private final long sleepNanos;

    public SleepingIdleStrategy(long sleepNanos) {
        this.sleepNanos = sleepNanos;
    }

    @Override
    public int idle(int idleCount) {
        if (idleCount < SPINS) {
            Thread.onSpinWait();
        } else if (idleCount < YIELDS) {
            Thread.yield();
        } else {
            LockSupport.parkNanos(sleepNanos);
        }
        return idleCount + 1;
    }
}
