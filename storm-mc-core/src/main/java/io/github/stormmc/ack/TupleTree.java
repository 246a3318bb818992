package io.github.stormmc.ack;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * The tree of tuples descending from one spout tuple emitted with a message id, tracked in place of Storm's acker:
 * the XOR of the random edge ids of every tuple of the tree not yet acked. Each edge id enters the XOR twice (when
 * its tuple is created and when it is acked), so the value returns to zero exactly when the whole tree is acked
 * (with probability 1 - 2^-64 per tree, as in Storm).
 *
 * <p>Any thread may XOR in; the thread whose update makes the value zero, or that fails the tree, wins a CAS on
 * {@link #state} and alone hands the outcome to the spout task's {@link SpoutOutcomes}. Timeouts are decided on the
 * spout's thread through the same CAS, so every tree has exactly one outcome.
 */
public final class TupleTree {
    public static final int PENDING = 0;
    public static final int ACKED = 1;
    public static final int FAILED = 2;
    public static final int TIMED_OUT = 3;
    public static final int DISCARDED = 4;

    private static final VarHandle XOR;
    private static final VarHandle STATE;

    static {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            XOR = lookup.findVarHandle(TupleTree.class, "xor", long.class);
            STATE = lookup.findVarHandle(TupleTree.class, "state", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    final long rootId;
    final Object messageId;
    final String streamId;
    final int spoutTaskId;
    final SpoutOutcomes outcomes;
    /** Start of the timeout period, on the spout's clock; moved by resetTimeout, on the spout's thread only. */
    long startNanos;
    final long emitNanos;
    /**
     * When the tree completed, on the completing thread's clock (as Storm's acker stamps it). A plain field: written
     * once, by the claim's winner, before {@link SpoutOutcomes#deliver} offers the tree to a concurrent queue, whose
     * offer/poll pair orders the write before the spout thread's read.
     */
    private long completeNanos;
    @SuppressWarnings("unused") // through XOR
    private volatile long xor;
    @SuppressWarnings("unused") // through STATE
    private volatile int state;
    // Intrusive links of the spout task's PendingTrees list; spout thread only.
    TupleTree prev;
    TupleTree next;
    boolean linked;

    public TupleTree(long rootId, Object messageId, String streamId, int spoutTaskId, SpoutOutcomes outcomes, long nowNanos) {
        this.rootId = rootId;
        this.messageId = messageId;
        this.streamId = streamId;
        this.spoutTaskId = spoutTaskId;
        this.outcomes = outcomes;
        this.startNanos = nowNanos;
        this.emitNanos = nowNanos;
    }

    public long rootId() {
        return rootId;
    }

    public Object messageId() {
        return messageId;
    }

    public String streamId() {
        return streamId;
    }

    public int spoutTaskId() {
        return spoutTaskId;
    }

    public SpoutOutcomes outcomes() {
        return outcomes;
    }

    public long emitNanos() {
        return emitNanos;
    }

    /**
     * Emit to completion: the complete latency Storm reports. Taken where the tree completed, so it never includes
     * the time the spout's own thread took to get back to delivering outcomes (e.g. a {@code nextTuple} that sleeps).
     * Spout thread, after the tree was polled from its {@link SpoutOutcomes}.
     */
    public long completeLatencyNanos() {
        return completeNanos - emitNanos;
    }

    public int state() {
        return state;
    }

    /**
     * Sets the initial XOR of the spout's edge ids; must happen before any of the tree's tuples is published, so no
     * ack can observe a premature zero.
     */
    public void init(long edgeXor) {
        XOR.setRelease(this, edgeXor);
    }

    /** XORs an ack's contribution in; completes the tree as acked if that brings it to zero. */
    public void ack(long delta) {
        long before = (long) XOR.getAndBitwiseXor(this, delta); // one atomic read-modify-write, any thread
        if ((before ^ delta) == 0L) {
            complete(ACKED);
        }
    }

    /** Completes the tree as failed (a bolt failed one of its tuples). */
    public void fail() {
        complete(FAILED);
    }

    /** Completes an already-empty tree (a reliable emit that reached no task). */
    public void completeIfEmpty() {
        if ((long) XOR.getVolatile(this) == 0L) {
            complete(ACKED);
        }
    }

    /** Claims the outcome; only the first claim of a pending tree succeeds. */
    public boolean claim(int outcome) {
        return STATE.compareAndSet(this, PENDING, outcome);
    }

    private void complete(int outcome) {
        if (claim(outcome)) {
            completeNanos = org.apache.storm.utils.Time.nanoTime(); // once per tree, by the thread that completed it
            outcomes.deliver(this);
        }
    }
}
