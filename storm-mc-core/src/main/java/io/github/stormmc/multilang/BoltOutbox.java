package io.github.stormmc.multilang;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.apache.storm.multilang.BoltMsg;

/**
 * What a shell bolt's writer thread sends to its subprocess. Tuples wait in a queue bounded by
 * {@code topology.shellbolt.max.pending}; task-id replies and heartbeats jump ahead of them and are never bounded,
 * because the subprocess blocks on a task-id reply and must answer heartbeats even when tuples pile up.
 */
public final class BoltOutbox {
    private final int maxPending;
    private final Deque<Object> urgent = new ArrayDeque<>();
    private final Deque<BoltMsg> tuples = new ArrayDeque<>();
    private boolean heartbeatQueued;
    private boolean closed;

    public BoltOutbox(int maxPending) {
        this.maxPending = maxPending;
    }

    /**
     * Queues a tuple, waiting while {@code maxPending} tuples are already queued.
     *
     * @return false if the outbox was closed (the subprocess died or the bolt stopped) before the tuple was queued
     */
    public synchronized boolean putTuple(BoltMsg tuple) throws InterruptedException {
        while (tuples.size() >= maxPending && !closed) {
            wait();
        }
        if (closed) {
            return false;
        }
        tuples.addLast(tuple);
        notifyAll();
        return true;
    }

    public synchronized void putTaskIds(List<Integer> taskIds) {
        urgent.addLast(taskIds);
        notifyAll();
    }

    /** Queues a heartbeat unless one is still waiting to be written: a hung child gets one, not one per second. */
    public synchronized void putHeartbeat(BoltMsg heartbeat) {
        if (!heartbeatQueued) {
            heartbeatQueued = true;
            urgent.addLast(heartbeat);
            notifyAll();
        }
    }

    /** The next message (a {@link BoltMsg} or a task-id list), or null once closed. */
    public synchronized Object take() throws InterruptedException {
        while (urgent.isEmpty() && tuples.isEmpty() && !closed) {
            wait();
        }
        if (closed) {
            return null;
        }
        if (!urgent.isEmpty()) {
            Object next = urgent.removeFirst();
            if (next instanceof BoltMsg) {
                heartbeatQueued = false;
            }
            return next;
        }
        BoltMsg next = tuples.removeFirst();
        notifyAll(); // room for a waiting execute
        return next;
    }

    public synchronized int queuedTuples() {
        return tuples.size();
    }

    public synchronized void close() {
        closed = true;
        notifyAll();
    }
}
