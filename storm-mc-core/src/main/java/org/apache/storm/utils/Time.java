package org.apache.storm.utils;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.LockSupport;

/**
 * Storm's clock. Normally the system clock; inside a {@link SimulatedTime} block time starts at 0 and only moves when
 * a test advances it (or, with auto-advance, when a thread sleeps), and sleeping threads wake once simulated time
 * reaches their deadline.
 */
public class Time {
    /** Guards the simulated clock; sleepers wait on it and every advance wakes them. */
    private static final Object CLOCK = new Object();
    private static volatile boolean simulating = false;
    private static volatile long simulatedNanos = 0L;
    private static long autoAdvanceNanosOnSleep = 0L;
    /** Simulated deadline of each thread currently in a simulated sleep. */
    private static final Map<Thread, Long> SLEEPERS = new ConcurrentHashMap<>();

    public static boolean isSimulating() {
        return simulating;
    }

    public static void sleepUntil(long targetTimeMs) throws InterruptedException {
        if (simulating) {
            simulatedSleepUntilNanos(millisToNanos(targetTimeMs));
        } else {
            long sleepMs = targetTimeMs - System.currentTimeMillis();
            if (sleepMs > 0) {
                Thread.sleep(sleepMs);
            }
        }
    }

    public static void sleepUntilNanos(long targetTimeNanos) throws InterruptedException {
        if (simulating) {
            simulatedSleepUntilNanos(targetTimeNanos);
        } else {
            long sleepNanos = targetTimeNanos - System.nanoTime();
            if (sleepNanos > 0) {
                Thread.sleep(sleepNanos / 1_000_000L, (int) (sleepNanos % 1_000_000L));
            }
        }
    }

    public static void sleep(long ms) throws InterruptedException {
        if (ms > 0) {
            if (simulating) {
                simulatedSleepUntilNanos(nanoTime() + millisToNanos(ms));
            } else {
                Thread.sleep(ms);
            }
        }
    }

    public static void parkNanos(long nanos) throws InterruptedException {
        if (nanos > 0) {
            if (simulating) {
                simulatedSleepUntilNanos(nanoTime() + nanos);
            } else {
                LockSupport.parkNanos(nanos);
            }
        }
    }

    public static void sleepSecs(long secs) throws InterruptedException {
        if (secs > 0) {
            sleep(secs * 1000L);
        }
    }

    public static long nanoTime() {
        return simulating ? simulatedNanos : System.nanoTime();
    }

    public static long currentTimeMillis() {
        return simulating ? nanosToMillis(simulatedNanos) : System.currentTimeMillis();
    }

    public static long nanosToMillis(long nanos) {
        return nanos / 1_000_000L;
    }

    public static long millisToNanos(long millis) {
        return millis * 1_000_000L;
    }

    public static long secsToMillis(int secs) {
        return 1000L * secs;
    }

    public static long secsToMillisLong(double secs) {
        return (long) (1000 * secs);
    }

    public static int currentTimeSecs() {
        return (int) (currentTimeMillis() / 1000);
    }

    public static int deltaSecs(int timeInSeconds) {
        return currentTimeSecs() - timeInSeconds;
    }

    public static long deltaMs(long timeInMilliseconds) {
        return currentTimeMillis() - timeInMilliseconds;
    }

    public static void advanceTime(long ms) {
        advanceTimeNanos(millisToNanos(ms));
    }

    public static void advanceTimeNanos(long nanos) {
        synchronized (CLOCK) {
            if (!simulating) {
                throw new IllegalStateException("Cannot simulate time unless in simulation mode");
            }
            if (nanos < 0) {
                throw new IllegalArgumentException("advanceTime only accepts positive time as an argument");
            }
            simulatedNanos += nanos;
            CLOCK.notifyAll();
        }
    }

    public static void advanceTimeSecs(long secs) {
        advanceTime(secs * 1000L);
    }

    /** Whether the thread is in a simulated sleep whose deadline has not been reached yet. */
    public static boolean isThreadWaiting(Thread t) {
        if (!simulating) {
            throw new IllegalStateException("Must be in simulation mode");
        }
        Long deadline = SLEEPERS.get(t);
        return deadline != null && deadline > simulatedNanos;
    }

    private static void simulatedSleepUntilNanos(long targetNanos) throws InterruptedException {
        Thread me = Thread.currentThread();
        synchronized (CLOCK) {
            SLEEPERS.put(me, targetNanos);
            try {
                while (simulatedNanos < targetNanos) {
                    if (!simulating) {
                        // The simulated deadline can never be reached once the simulation is over.
                        throw new InterruptedException("Simulated time ended before this thread's sleep finished");
                    }
                    if (autoAdvanceNanosOnSleep > 0) {
                        simulatedNanos += autoAdvanceNanosOnSleep;
                        CLOCK.notifyAll();
                    } else {
                        CLOCK.wait();
                    }
                }
            } finally {
                SLEEPERS.remove(me);
            }
        }
    }

    private static void startSimulating(long autoAdvanceMs) {
        synchronized (CLOCK) {
            simulatedNanos = 0L;
            autoAdvanceNanosOnSleep = millisToNanos(autoAdvanceMs);
            simulating = true;
        }
    }

    private static void stopSimulating() {
        synchronized (CLOCK) {
            simulating = false;
            autoAdvanceNanosOnSleep = 0L;
            CLOCK.notifyAll();
        }
    }

    /**
     * Simulated time for the duration of a try-with-resources block. Blocks do not nest: closing any of them ends
     * the simulation. With an auto-advance amount, every simulated sleep advances the clock in such steps until its
     * deadline passes, so code that sleeps does not need a driver thread.
     */
    public static class SimulatedTime implements AutoCloseable {

        public SimulatedTime() {
            this(null);
        }

        public SimulatedTime(Number advanceTimeMs) {
            startSimulating(advanceTimeMs == null ? 0L : advanceTimeMs.longValue());
        }

        @Override
        public void close() {
            stopSimulating();
        }
    }
}
