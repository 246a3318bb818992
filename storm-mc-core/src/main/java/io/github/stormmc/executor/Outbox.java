package io.github.stormmc.executor;

import io.github.stormmc.queue.ReceiveQueue;

/**
 * Tuples one executor has emitted towards one receive queue and not yet published. Owned by the emitting executor's
 * thread; published as one entry of the queue (a copy of its filled part), so the ring's claim CAS, the publish, the
 * consumer's availability check and the wake-up check are paid once per batch instead of once per tuple.
 */
final class Outbox {
    final ReceiveQueue queue;
    int[] taskIds;
    Object[] payloads;
    int count;
    /** Whether this outbox is on its transfer's list of outboxes to flush. */
    boolean listed;

    Outbox(ReceiveQueue queue, int capacity) {
        this.queue = queue;
        this.taskIds = new int[capacity];
        this.payloads = new Object[capacity];
    }

    /** Adds one tuple; returns true when the outbox is now full and must be flushed. */
    boolean add(int taskId, Object payload) {
        taskIds[count] = taskId;
        payloads[count] = payload;
        return ++count == payloads.length;
    }

    /** The arrays went out whole with their batch: fresh ones, young, so filling them needs no card marking. */
    void renew() {
        taskIds = new int[taskIds.length];
        payloads = new Object[payloads.length];
        count = 0;
    }

    /** Forgets the published (or dropped) tuples, releasing their references for the garbage collector. */
    void clear() {
        java.util.Arrays.fill(payloads, 0, count, null);
        count = 0;
    }
}
