package io.github.stormmc.ack;

import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.locks.LockSupport;

/**
 * Completed trees and timeout resets travelling back to one spout executor, whose thread alone calls the spout's
 * {@code ack}/{@code fail}. Unbounded on purpose: bolts must never block on a spout (that would close a wait cycle
 * with the spout blocked on a full bolt queue), and it cannot grow past the number of trees in flight.
 */
public final class SpoutOutcomes {
    private final ConcurrentLinkedQueue<Object> queue = new ConcurrentLinkedQueue<>();
    private volatile Thread consumer;
    /**
     * Set by the spout thread while it waits. A bolt delivers (the queue's CAS is a full fence) and then reads this
     * flag; the spout sets it (a volatile store, fenced) and then re-checks the queue: one of them sees the other, so
     * the spout is woken exactly when it may be sleeping, instead of once per completed tree.
     */
    private volatile boolean waiting;

    /** Registers the spout executor's thread, to be woken when an outcome arrives. */
    public void setConsumer(Thread consumer) {
        this.consumer = consumer;
    }

    /** @return whether the spout was seen waiting (and woken); for the stress tests */
    boolean deliver(TupleTree tree) {
        queue.offer(tree);
        return wake();
    }

    /** Asks the spout thread to restart the tree's timeout period (resetTimeout on a tuple of the tree). */
    public void resetTimeout(TupleTree tree) {
        queue.offer(new TimeoutReset(tree));
        wake();
    }

    private boolean wake() {
        if (!waiting) {
            return false;
        }
        Thread t = consumer;
        if (t != null) {
            LockSupport.unpark(t);
        }
        return true;
    }

    /**
     * Spout thread: announces a wait. Returns false if an outcome is already queued, in which case the spout should
     * not wait; otherwise call {@link #endWait()} after waiting.
     */
    public boolean beginWait() {
        waiting = true;
        if (!queue.isEmpty()) {
            waiting = false;
            return false;
        }
        return true;
    }

    public void endWait() {
        waiting = false;
    }

    /** Next completed tree or {@link TimeoutReset}, or null; spout thread only. */
    public Object poll() {
        return queue.poll();
    }

    public boolean isEmpty() {
        return queue.isEmpty();
    }

    /** A request to restart a tree's timeout. */
    public record TimeoutReset(TupleTree tree) {
    }
}
