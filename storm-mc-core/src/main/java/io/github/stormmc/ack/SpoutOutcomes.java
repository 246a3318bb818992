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

    /** Registers the spout executor's thread, to be woken when an outcome arrives. */
    public void setConsumer(Thread consumer) {
        this.consumer = consumer;
    }

    void deliver(TupleTree tree) {
        queue.offer(tree);
        wake();
    }

    /** Asks the spout thread to restart the tree's timeout period (resetTimeout on a tuple of the tree). */
    public void resetTimeout(TupleTree tree) {
        queue.offer(new TimeoutReset(tree));
        wake();
    }

    private void wake() {
        Thread t = consumer;
        if (t != null) {
            LockSupport.unpark(t);
        }
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
