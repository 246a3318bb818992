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
 * published as one entry of that queue when the outbox fills, at once while the target's consumer is idle (its queue is
 * drained: batching would only delay the tuple), when the executor runs out of work (a bolt's drained batch
 * ends, a spout round emits nothing: see the executors), after a slow callback (one that blocked), or when the oldest
 * buffered tuple has waited {@code topology.batch.flush.interval.millis} (checked after each callback, as Storm's
 * flush timer would). At low rates, or when callbacks block, every batch therefore ends with the callback that
 * started it, and latency is that of an unbatched publish; under load, batches grow and the claim, publish and
 * wake-up costs are shared by many tuples. Once a callback has blocked, the next one's emits go out at once (it will
 * likely block too). A callback that blocks after emitting delays its own emits until it returns if its consumer is
 * busy and the callback before it was fast, or if it follows a burst of fast emitting callbacks (a long burst reads
 * the clock after every fourth callback only, so up to three more callbacks may pass before it is seen):
 * {@code collector.flush()} publishes them earlier.
 * Emits from any other thread (user code emitting from its own threads) bypass the outboxes and publish at once;
 * the Disruptor ring is multi-producer.
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
    /**
     * Oldest a batch may get while a burst holds tuples for consumers that may be idle: a burst that keeps going would
     * otherwise hold them for the whole flush interval (a spout paced at 126 k/s held them ~0.5 ms at the median).
     * Long enough for a busy emitter to fill its outboxes (64 tuples take about 10 µs at RollingSort's rate).
     */
    private static final long BURST_MAX_AGE_NANOS = 100_000L;
    /** A callback longer than this blocked on something (a park lasts 50 µs or more); splitting a line takes ~1 µs. */
    private static final long SLOW_CALLBACK_NANOS = 20_000L;
    /**
     * Most callbacks of a fast burst between two clock reads, less one. A clock read costs ~25 ns on a virtual machine
     * (a fifth of RollingSort's spout thread when read after every emitting {@code nextTuple}); skipping some while
     * a burst stays fast means a callback that blocks inside a burst is seen at most this many callbacks late.
     */
    private static final int MAX_READ_STRIDE = 3;
    /** A read this soon after the one before (up to four fast callbacks) lets the stride grow. */
    private static final long FAST_READ_NANOS = SLOW_CALLBACK_NANOS / 4;
    private final ExecutorEnvironment env;
    /** Storm's backpressure wait strategy, or null to park until the consumer signals room (Storm-MC's default). */
    private final IWaitStrategy backpressureWait;
    /** By target task id: whether the edge to it lies inside a cycle of the topology, so it must never block. */
    private final boolean[] cycleTargets;
    private final int batchSize;
    private final long flushIntervalNanos;
    private long firstBufferedNanos;
    private long lastCallbackEndNanos;
    /** Whether the owner sent a tuple since its last callback ended. Owner thread only. */
    private boolean emittedThisCallback;
    /**
     * True while this executor's callbacks emit back to back: the last one emitted and took less than
     * {@link #SLOW_CALLBACK_NANOS} from the end of the one before, so the next is microseconds away and a tuple for a
     * drained consumer waits for its batch instead of costing a hand-over (and a wake-up) of its own. Callbacks that
     * emit nothing (a spout's empty rounds) end a burst, and so does a slow one. Owner thread only.
     */
    private boolean inBurst;
    /**
     * Whether the last clock read found the callbacks since the read before slow (they blocked): the next callback's
     * emits are then published at once. Owner thread only.
     */
    private boolean afterSlow;
    /** Fast burst callbacks that may pass without a clock read (0, 1, 3: grows while reads find the burst fast). */
    private int readStride;
    /** Burst callbacks since the last clock read. Owner thread only. */
    private int unreadCallbacks;
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

    TupleTransfer(ExecutorEnvironment env, IWaitStrategy backpressureWait, boolean[] cycleTargets, int batchSize,
                  long flushIntervalNanos) {
        this.env = env;
        this.flushIntervalNanos = flushIntervalNanos;
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

    /** Owner thread: adds the tuple to its target's outbox and publishes the outbox if the batching rule says so. */
    private boolean buffer(Outbox outbox, int targetTask, TupleImpl tuple) {
        if (!outbox.listed) {
            list(outbox);
        }
        // A full outbox goes out. So does one whose consumer has drained everything, unless this executor is in a burst
        // of emitting callbacks: holding a tuple for an idle consumer is pure latency when the emitter then waits (a
        // paced spout would hold it for its whole sleep; its empty rounds and slow callbacks are never a burst), but in
        // a burst the next callback is microseconds away, and publishing each tuple alone to a consumer that keeps up
        // costs a hand-over per tuple (RollingSort p=1: 3 M instead of 7 M messages/s). A burst's tuples go out when the
        // outbox fills, the flush interval passes, or the callbacks stop coming back to back.
        // After a callback that blocked, this one likely blocks too, after its emits: they go out at once, or a
        // consumer still busy with the last callback's tuples would have each one wait for the whole block.
        emittedThisCallback = true;
        if (outbox.add(targetTask, tuple) || afterSlow || (!inBurst && outbox.queue.isDrained())) {
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
        return all;
    }

    /**
     * Owner thread, after each user callback: flushes if the oldest buffered tuple has waited the flush interval, or
     * if this callback was slow. A slow callback (it blocked: a paced spout parking in {@code nextTuple}, a bolt
     * waiting on I/O) predicts slow ones to follow, which would hold this callback's emits for their whole length;
     * fast callbacks keep batching. Costs one {@code nanoTime} per callback that left tuples buffered, or per up to
     * {@code MAX_READ_STRIDE + 1} callbacks while a burst's reads keep finding them fast.
     */
    void afterCallback() {
        boolean emitted = emittedThisCallback;
        emittedThisCallback = false;
        if (toFlushCount == 0) {
            lastCallbackEndNanos = 0L; // unknown: the next callback that buffers counts as slow and flushes
            inBurst = false;
            afterSlow = false;
            readStride = 0;
            return;
        }
        if (inBurst && emitted && unreadCallbacks < readStride) {
            unreadCallbacks++; // a fast burst goes on: the next clock read covers this callback too
            return;
        }
        long now = System.nanoTime();
        long sinceLastRead = now - lastCallbackEndNanos;
        // over several callbacks too: one that blocked makes the sum pass the mark
        boolean slow = sinceLastRead >= SLOW_CALLBACK_NANOS;
        afterSlow = slow && lastCallbackEndNanos != 0L; // measured, not just unknown
        long age = now - firstBufferedNanos;
        if (slow || age >= flushIntervalNanos || (inBurst && age >= BURST_MAX_AGE_NANOS)) {
            flush();
        }
        inBurst = emitted && !slow;
        readStride = inBurst && sinceLastRead < FAST_READ_NANOS ? Math.min(MAX_READ_STRIDE, 2 * readStride + 1) : 0;
        unreadCallbacks = 0;
        lastCallbackEndNanos = now;
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
            firstBufferedNanos = System.nanoTime(); // once per batch, not per tuple
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
        try {
            int idle = 0;
            while (!queue.tryPublishBatch(outbox.taskIds, outbox.payloads, outbox.count)) {
                if ((idle = backpressure(queue, idle)) < 0) {
                    return false;
                }
            }
            return true;
        } finally {
            outbox.clear();
        }
    }

    private boolean publishWaiting(ReceiveQueue queue, int targetTask, TupleImpl tuple) {
        int idle = 0;
        while (!queue.tryPublish(targetTask, tuple)) {
            if ((idle = backpressure(queue, idle)) < 0) {
                return false;
            }
        }
        return true;
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
