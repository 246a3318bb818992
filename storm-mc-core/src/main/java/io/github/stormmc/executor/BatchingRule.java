package io.github.stormmc.executor;

import io.github.stormmc.queue.ReceiveQueue;
import java.util.function.LongSupplier;

/**
 * When an executor publishes the tuples it emits: the batching rule, in one place. Owner thread only.
 *
 * <p>The rule: <em>a tuple goes out at once when its target's consumer is idle and the executor is not in a burst
 * (a run of emitting callbacks, each returning within {@value #BURST_GAP_NANOS} ns of the one before), or when the
 * callback before this one blocked (took that long or longer); otherwise it waits in its target queue's batch, which
 * goes out when full, when the executor runs out of work at hand, when a callback returns after blocking, or when a
 * callback returns with the batch's first tuple {@value #MAX_AGE_NANOS} ns old or older.</em>
 *
 * <p>Why each part is there, as measured:
 * <ul>
 *   <li>At once for an idle consumer: batching only delays a tuple nobody is ahead of, and a callback that emits and
 *   then blocks (a paced spout, a bolt waiting on I/O) would hold it for the whole block.</li>
 *   <li>Except in a burst: there the next callback is microseconds away, and publishing each tuple alone to a consumer
 *   that keeps up costs a hand-over and a wake-up per tuple (RollingSort at p=1: 3 M instead of 7 M tuples/s).</li>
 *   <li>After a blocking callback, at once: the next one likely blocks too, after its emits.</li>
 *   <li>The age limit: a paced emitter whose callbacks stay under the burst gap (126 k/s) would otherwise hold its
 *   tuples until the batch fills, about 0.5 ms at the median.</li>
 * </ul>
 *
 * <p>The clock: a read costs ~25 ns on a virtual machine, a fifth of a cheap spout's {@code nextTuple}. A callback that
 * leaves nothing buffered needs no read. While the reads keep finding whole callbacks fast (each under a quarter of the gap),
 * up to {@value #MAX_READ_STRIDE} callbacks pass between reads, so inside a long fast burst a blocking callback is
 * noticed at most that many callbacks late; the time it took is counted all the same.
 */
final class BatchingRule {
    /** A callback returning this long after the one before blocked on something (a park lasts 50 µs or more). */
    static final long BURST_GAP_NANOS = 20_000L;
    /** Oldest a batch gets before a returning callback publishes it; 64 tuples take about 10 µs in a fast burst. */
    static final long MAX_AGE_NANOS = 100_000L;
    /** Most callbacks of a fast burst between two clock reads, less one. */
    static final int MAX_READ_STRIDE = 3;
    /** A read this soon after the one before (up to four fast callbacks) lets the stride grow. */
    private static final long FAST_READ_NANOS = BURST_GAP_NANOS / 4;

    /** {@code System::nanoTime}, or a test's clock; one implementation per JVM keeps the call inlined. */
    private final LongSupplier clock;
    private long firstBufferedNanos;
    /** The last clock read: as a callback returned, or at the first emit after nothing was buffered; 0 when none. */
    private long lastReadNanos;
    /**
     * Whether {@link #lastReadNanos} was read as a callback returned, so the next read spans whole callbacks. A read at
     * a first emit does not: the callback may have blocked before it (a paced spout parks, then emits as its last act),
     * so a short time from there to its return says nothing about how fast the callbacks are.
     */
    private boolean lastReadAtReturn;
    /** The last clock read before the last flush: the executor has been idle, or between callbacks, since then. */
    private long flushedAfterNanos;
    /** Whether the owner emitted since the last callback returned. */
    private boolean emittedThisCallback;
    /** Whether the executor is in a burst: the last read found the callbacks emitting and fast. */
    private boolean inBurst;
    /** Whether the last read found the callbacks since the read before slow (they blocked). */
    private boolean afterBlocking;
    /** Fast burst callbacks that may pass without a clock read (0, 1, 3: grows while reads find the burst fast). */
    private int readStride;
    /** Burst callbacks since the last clock read. */
    private int unreadCallbacks;

    BatchingRule() {
        this(System::nanoTime);
    }

    BatchingRule(LongSupplier clock) {
        this.clock = clock;
    }

    /** A tuple for the given queue is being emitted: whether it goes out at once rather than wait in its batch. */
    boolean publishAtOnce(ReceiveQueue target) {
        emittedThisCallback = true;
        return afterBlocking || (!inBurst && target.isDrained());
    }

    /**
     * The first emit since the last flush (once per batch, not per tuple), before {@link #publishAtOnce} decides on
     * it. A burst ends here when the executor flushed and nothing was emitted for a burst's gap or longer: callbacks
     * that far apart are no burst, and a paced emitter that blocks after emitting must not hold its tuple.
     */
    void batchStarted() {
        firstBufferedNanos = clock.getAsLong();
        if (lastReadNanos == 0L) {
            lastReadNanos = firstBufferedNanos; // nothing waited before: this callback is timed from its first emit
            lastReadAtReturn = false;
            if (inBurst && firstBufferedNanos - flushedAfterNanos >= BURST_GAP_NANOS) {
                inBurst = false;
                readStride = 0;
            }
        }
    }

    /**
     * Everything buffered went out (the executor ran out of work, a callback's return published it, or user code
     * flushed): the time until the next emit is idle time, not a callback that blocked, so the next batch's first
     * emit restarts the clock. The burst state stays until then: a bolt working through a backlog is still in its
     * burst when its next input arrives within the gap.
     */
    void flushed() {
        flushedAfterNanos = lastReadNanos;
        lastReadNanos = 0L;
    }

    /**
     * A user callback returned. @param buffered whether any tuples wait in a batch
     * @return whether they must go out now
     */
    boolean publishAfterCallback(boolean buffered) {
        boolean emitted = emittedThisCallback;
        emittedThisCallback = false;
        if (!buffered) {
            // the callback emitted nothing, or only tuples that went out at once: no burst to keep, nothing to time
            lastReadNanos = 0L;
            inBurst = false;
            afterBlocking = false;
            readStride = 0;
            return false;
        }
        if (inBurst && emitted && unreadCallbacks < readStride) {
            unreadCallbacks++; // a fast burst goes on: the next clock read covers this callback too
            return false;
        }
        long now = clock.getAsLong();
        long sinceLastRead = now - lastReadNanos;
        // over several callbacks too: one that blocked makes the sum pass the mark
        boolean blocked = sinceLastRead >= BURST_GAP_NANOS;
        afterBlocking = blocked;
        inBurst = emitted && !blocked;
        // Reads are skipped only after a read that timed whole callbacks as fast: skipping after one timed from a first
        // emit would hold that emitter's next tuple through its next block (a paced spout's tuples, a millisecond).
        readStride = inBurst && lastReadAtReturn && sinceLastRead < FAST_READ_NANOS
            ? Math.min(MAX_READ_STRIDE, 2 * readStride + 1) : 0;
        unreadCallbacks = 0;
        lastReadNanos = now;
        lastReadAtReturn = true;
        return blocked || now - firstBufferedNanos >= MAX_AGE_NANOS;
    }
}
