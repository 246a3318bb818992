package io.github.stormmc.executor;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.LockSupport;

/**
 * The threads that read an in-JVM source from a spout's {@code nextTuple} (a feeder's queue, a DRPC function's
 * requests). A spout long idle parks for up to {@code stormmc.spout.idle.backoff.max.millis}; whoever adds to such a
 * source calls {@link #wakeAll()} so the spout reads it at once instead.
 *
 * <p>No lost wake-up: a reader {@link #register}s before it reads the source and a writer writes the source before
 * it wakes the readers, so either the reader sees the new item or the writer sees the reader. A spurious wake-up
 * costs the spout one extra round.
 */
public final class IdleReaders {
    private final Set<Thread> threads = ConcurrentHashMap.newKeySet();

    /** The calling thread reads the source from now on; call before reading. */
    public void register() {
        Thread t = Thread.currentThread();
        if (!threads.contains(t)) {
            threads.add(t);
        }
    }

    /** Unparks every registered reader; forgets those that have ended. */
    public void wakeAll() {
        for (Thread t : threads) {
            if (t.isAlive()) {
                LockSupport.unpark(t);
            } else {
                threads.remove(t);
            }
        }
    }
}
