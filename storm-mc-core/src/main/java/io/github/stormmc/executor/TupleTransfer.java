package io.github.stormmc.executor;

import io.github.stormmc.queue.ReceiveQueue;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;
import org.apache.storm.policy.IWaitStrategy;
import org.apache.storm.tuple.TupleImpl;

/**
 * Puts tuples on their target tasks' receive queues. Tuples are passed by reference, never serialised, as between
 * tasks of one Storm worker.
 *
 * <p><b>Batching.</b> On the executor's own thread, tuples are collected per target queue in an {@link Outbox} and
 * published as one entry of that queue when {@link BatchingRule} says so, or when the executor runs out of work at hand
 * (a bolt's drained batch ends, a round of {@code nextTuple} emits nothing: see the executors) or user code calls
 * {@code collector.flush()}. Under load batches grow, and the claim, publish and wake-up costs are shared by many
 * tuples. Emits from any other thread (user code emitting from its own threads) bypass the outboxes and publish at
 * once; the Disruptor ring is multi-producer.
 *
 * <p><b>Backpressure.</b> A full queue makes the producer park until the consumer drains it
 * ({@link ReceiveQueue#awaitCapacity}; with {@code stormmc.backpressure.wait.strategy: progressive}, Storm's backpressure
 * wait strategy polls instead), or give up once the topology is stopping. A batch takes one entry of the queue. Edges
 * inside a cycle of the topology (a bolt
 * feeding itself or an upstream bolt) never block: blocking there could wait on a consumer that is waiting on us.
 * Every blocking wait is on an edge leaving a cycle, towards a consumer downstream in the acyclic graph of cycles, so
 * waits cannot form a loop and the topology cannot deadlock.
 */
final class TupleTransfer {
    private static final VarHandle BUFFERED;

    static {
        try {
            BUFFERED = MethodHandles.lookup().findVarHandle(TupleTransfer.class, "buffered", boolean.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Wake-ups are signalled; the timeout only bounds how long a stop can go unnoticed by a parked producer. */
    private static final long BACKPRESSURE_PARK_GUARD_NANOS = 10_000_000L;
    private final ExecutorEnvironment env;
    /** Storm's backpressure wait strategy, or null to park until the consumer signals room (Storm-MC's default). */
    private final IWaitStrategy backpressureWait;
    /** By target task id: whether the edge to it lies inside a cycle of the topology, so it must never block. */
    private final boolean[] cycleTargets;
    private final int batchSize;
    private final BatchingRule rule = new BatchingRule();
    /**
     * By target task id: the chained executor this executor's thread runs for that task, called directly instead of
     * queued (plan.Chaining); null for every other task.
     */
    private final io.github.stormmc.queue.MessageHandler[] chainedByTask;
    /** By target task id, created on first use: the outbox of the task's queue (shared by an executor's tasks). */
    private final Outbox[] outboxByTask;
    private final Map<ReceiveQueue, Outbox> outboxByQueue = new IdentityHashMap<>();
    private Outbox[] toFlush = new Outbox[4];
    private int toFlushCount;
    /**
     * The executor thread: the only one that may use the outboxes. Set by that thread before it runs any user code; a
     * plain field, because another thread reads either null or the owner, and neither equals itself.
     */
    private Thread owner;
    /**
     * True while some outbox holds tuples. Written by the owner with opaque stores (no fence on the hot path) and
     * read by other threads deciding whether the topology is idle: a buffered tuple is in flight like a queued one.
     */
    @SuppressWarnings("unused") // accessed through BUFFERED
    private boolean buffered;

    /** The executor's backpressure time; set by the executor before its thread starts (null in unit tests). */
    io.github.stormmc.stats.Counter backpressureNanos;

    TupleTransfer(ExecutorEnvironment env, IWaitStrategy backpressureWait, boolean[] cycleTargets, int batchSize) {
        this.env = env;
        this.backpressureWait = backpressureWait;
        this.cycleTargets = cycleTargets;
        this.batchSize = batchSize;
        this.outboxByTask = new Outbox[cycleTargets.length];
        this.chainedByTask = new io.github.stormmc.queue.MessageHandler[cycleTargets.length];
    }

    /** Routes the task's tuples straight into the chained executor's handler; before the executor starts. */
    void chain(int targetTask, io.github.stormmc.queue.MessageHandler chained) {
        chainedByTask[targetTask] = chained;
    }

    /** Binds the outboxes to the calling thread, the executor's; must run before any user callback. */
    void bindOwner() {
        owner = Thread.currentThread();
    }

    /** @return false only if the topology stopped while the target queue was full (the tuple is dropped) */
    boolean send(int targetTask, TupleImpl tuple) {
        // The hot path: the executor's own thread emitting to a plain target it has sent to before. Chained and
        // cycle targets, emits from other threads and the first tuple to a target take the general path.
        Outbox outbox = targetTask >= 0 && targetTask < outboxByTask.length ? outboxByTask[targetTask] : null;
        if (outbox != null && Thread.currentThread() == owner) {
            return buffer(outbox, targetTask, tuple);
        }
        return sendOther(targetTask, tuple);
    }

    private boolean sendOther(int targetTask, TupleImpl tuple) {
        ReceiveQueue queue = env.queueOf(targetTask);
        if (queue == null) {
            throw new IllegalArgumentException("Component '" + tuple.getSourceComponent() + "' (task "
                + tuple.getSourceTask() + ") sent a tuple on stream '" + tuple.getSourceStreamId()
                + "' to task " + targetTask + ", which is not a task of this topology");
        }
        io.github.stormmc.queue.MessageHandler chained = chainedByTask[targetTask];
        if (chained != null && Thread.currentThread() == owner) {
            // A chained bolt runs on this thread: the call is the hand-over, so no queue, batch or wake-up.
            chained.onMessage(targetTask, tuple);
            return true;
        }
        if (cycleTargets[targetTask]) {
            queue.publishNonBlocking(targetTask, tuple);
            return true;
        }
        if (batchSize <= 1 || Thread.currentThread() != owner) {
            return publishWaiting(queue, targetTask, tuple);
        }
        return buffer(outboxFor(queue, targetTask), targetTask, tuple);
    }

    /** Owner thread: adds the tuple to its target's outbox and publishes the outbox if it is full or the rule says so. */
    private boolean buffer(Outbox outbox, int targetTask, TupleImpl tuple) {
        if (!outbox.listed) {
            list(outbox);
        }
        if (outbox.add(targetTask, tuple) | rule.publishAtOnce(outbox.queue)) {
            return publishWaiting(outbox);
        }
        return true;
    }

    /** Publishes everything buffered; owner thread only. @return false if tuples were dropped because of a stop */
    boolean flush() {
        if (toFlushCount == 0) {
            return true;
        }
        boolean all = true;
        for (int i = 0; i < toFlushCount; i++) {
            Outbox outbox = toFlush[i];
            outbox.listed = false;
            toFlush[i] = null;
            if (outbox.count > 0) {
                all &= publishWaiting(outbox);
            }
        }
        toFlushCount = 0;
        BUFFERED.setOpaque(this, false);
        rule.flushed();
        return all;
    }

    /** Owner thread, after each user callback: publishes everything buffered if {@link BatchingRule} says so. */
    void afterCallback() {
        if (rule.publishAfterCallback(toFlushCount != 0)) {
            flush();
        }
    }

    /** {@link #flush()} when called on the owner thread; other threads' emits are never buffered. */
    void flushIfOwner() {
        if (Thread.currentThread() == owner) {
            flush();
        }
    }

    /** Whether the owner holds tuples not yet published; any thread, racy (opaque). */
    boolean hasBuffered() {
        return (boolean) BUFFERED.getOpaque(this);
    }

    private void list(Outbox outbox) {
        if (toFlushCount == toFlush.length) {
            toFlush = Arrays.copyOf(toFlush, toFlushCount * 2);
        }
        toFlush[toFlushCount++] = outbox;
        outbox.listed = true;
        if (toFlushCount == 1) {
            rule.batchStarted();
            BUFFERED.setOpaque(this, true);
        }
    }

    private Outbox outboxFor(ReceiveQueue queue, int targetTask) {
        Outbox outbox = outboxByQueue.get(queue);
        if (outbox == null) {
            outbox = new Outbox(queue, batchSize);
            outboxByQueue.put(queue, outbox);
        }
        outboxByTask[targetTask] = outbox;
        return outbox;
    }

    private boolean publishWaiting(Outbox outbox) {
        ReceiveQueue queue = outbox.queue;
        boolean handedOver = false;
        try {
            int idle = 0;
            // A full outbox goes out in its own arrays and gets fresh ones: no copy, and stores into young arrays skip
            // the garbage collector's card marking, which an old, reused array pays on every tuple.
            boolean whole = outbox.count == outbox.payloads.length;
            long waitStart = 0L;
            try {
                while (!queue.tryPublishBatch(outbox.taskIds, outbox.payloads, outbox.count, whole)) {
                    if (waitStart == 0L) {
                        waitStart = System.nanoTime(); // full queue only: the fast path reads no clock
                    }
                    if ((idle = backpressure(queue, idle)) < 0) {
                        return false;
                    }
                }
            } finally {
                waited(waitStart);
            }
            handedOver = whole;
            return true;
        } finally {
            if (handedOver) {
                outbox.renew();
            } else {
                outbox.clear();
            }
        }
    }

    private boolean publishWaiting(ReceiveQueue queue, int targetTask, TupleImpl tuple) {
        int idle = 0;
        long waitStart = 0L;
        try {
            while (!queue.tryPublish(targetTask, tuple)) {
                if (waitStart == 0L) {
                    waitStart = System.nanoTime();
                }
                if ((idle = backpressure(queue, idle)) < 0) {
                    return false;
                }
            }
            return true;
        } finally {
            waited(waitStart);
        }
    }

    /**
     * Adds a wait for room to the executor's backpressure time (a spout's {@code __skipped-backpressure-ms}). Only
     * the executor's own thread counts (other threads' emits wait too, uncounted), as the counter has one writer.
     */
    private void waited(long waitStart) {
        if (waitStart != 0L && backpressureNanos != null && Thread.currentThread() == owner) {
            backpressureNanos.add(System.nanoTime() - waitStart);
        }
    }

    /** One wait for room on a full queue; returns the next idle count, or -1 when the producer must give up. */
    private int backpressure(ReceiveQueue queue, int idle) {
        if (env.isStopping()) {
            return -1;
        }
        if (backpressureWait == null) {
            // half the ring, as the consumer wakes us (another producer may still take the room first)
            queue.awaitCapacity(queue.producerWakeRoom(), BACKPRESSURE_PARK_GUARD_NANOS);
            return idle + 1;
        }
        try {
            return backpressureWait.idle(idle);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }
}
