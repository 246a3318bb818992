package io.github.stormmc.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.queue.ReceiveQueue;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The batching rule, decision by decision, on a clock the test moves: what goes out at once, and after which callback
 * a partial batch is published.
 */
class BatchingRuleTest {
    private static final long MICRO = 1_000L;

    private final ReceiveQueue idle = new ReceiveQueue("idle", 8, true);
    private final ReceiveQueue busy = new ReceiveQueue("busy", 8, true);
    private long now = 1_000_000_000L;
    private int reads;
    private final BatchingRule rule = new BatchingRule(() -> {
        reads++;
        return now;
    });
    /**
     * Whether the transfer has an outbox listed since its last flush, which is what it tells the rule as a callback
     * returns: it lists the target's outbox at the first emit, before asking the rule, and a tuple that then goes out
     * at once leaves the outbox listed (empty) until the next flush.
     */
    private boolean listed;

    @BeforeEach
    void consumers() {
        assertTrue(idle.isDrained());
        assertTrue(busy.tryPublish(0, "still queued"));
        assertFalse(busy.isDrained());
    }

    /** Emits one tuple the way TupleTransfer does; returns whether it went out at once. */
    private boolean emit(ReceiveQueue target) {
        if (!listed) {
            listed = true;
            rule.batchStarted();
        }
        return rule.publishAtOnce(target);
    }

    /** Ends a callback after the given time; returns whether the batch goes out. */
    private boolean callbackReturns(long afterNanos) {
        now += afterNanos;
        boolean publish = rule.publishAfterCallback(listed);
        if (publish) {
            flushes();
        }
        return publish;
    }

    /** The executor ran out of work: the transfer publishes whatever is listed. */
    private void runsOutOfWork() {
        if (listed) {
            flushes();
        }
    }

    private void flushes() {
        listed = false;
        rule.flushed();
    }

    @Test
    void aTupleForAnIdleConsumerGoesOutAtOnceOutsideABurst() {
        assertTrue(emit(idle));
        assertFalse(callbackReturns(2 * MICRO));
        runsOutOfWork();
        now += BatchingRule.BURST_GAP_NANOS; // the next input comes no sooner than a burst's gap
        assertTrue(emit(idle), "callbacks a gap apart are no burst");
    }

    @Test
    void backToBackEmittingCallbacksAreABurstEvenForAnIdleConsumer() {
        assertTrue(emit(idle));
        assertFalse(callbackReturns(2 * MICRO), "the tuple went out; the outbox stays listed");
        assertFalse(emit(idle), "the next callback within 20 µs: a burst");
        assertFalse(callbackReturns(2 * MICRO));
        runsOutOfWork();
        now += 5 * MICRO; // a backlog's next input
        assertFalse(emit(idle), "a burst survives a flush when the next input comes within the gap");
    }

    @Test
    void aBurstEndsWhenTheExecutorWasIdleForAGapSoAPacedEmitterNeverHoldsItsTuple() {
        assertTrue(emit(idle));
        assertFalse(callbackReturns(2 * MICRO)); // returned fast: a burst as far as the rule knows
        runsOutOfWork();
        now += 1_000 * MICRO; // a paced spout sleeps a millisecond before its next emit
        assertTrue(emit(idle), "the millisecond apart ended the burst: the tuple goes out before the callback blocks");
    }

    /**
     * A paced spout: every callback blocks about a millisecond, then emits one tuple and returns at once. The clock is
     * first read at the emit, so each callback looks fast; yet no tuple may wait for the next callback's block.
     */
    @Test
    void aPacedEmitterWhoseCallbacksBlockBeforeTheirEmitNeverHoldsATupleAcrossTheNextBlock() {
        int held = 0;
        for (int callback = 0; callback < 50; callback++) {
            now += 1_000 * MICRO; // the callback blocks, then emits as its last act
            boolean out = emit(idle);
            boolean published = callbackReturns(MICRO / 2);
            if (!out && !published) {
                held++; // still buffered when the next callback starts its block
            }
        }
        assertEquals(0, held, "tuples held across a blocking callback");
    }

    @Test
    void aTupleForABusyConsumerWaitsUntilItsCallbackReturnsAfterBlocking() {
        assertFalse(emit(busy));
        assertFalse(callbackReturns(5 * MICRO), "a fast callback keeps the batch");
        assertFalse(emit(busy));
        assertTrue(callbackReturns(BatchingRule.BURST_GAP_NANOS), "a callback that blocked publishes on return");
        assertTrue(emit(busy), "after a blocking callback the next one's emits go out at once");
        assertTrue(emit(idle));
    }

    @Test
    void inABurstEvenAnIdleConsumersTuplesWaitForTheirBatch() {
        assertFalse(emit(busy));
        assertFalse(callbackReturns(10 * MICRO));
        assertFalse(emit(idle), "callbacks emitting within 20 µs of each other are a burst");
        assertFalse(callbackReturns(10 * MICRO));
        assertFalse(emit(idle));
    }

    @Test
    void aBurstsBatchGoesOutWhenItsFirstTupleIs100MicrosecondsOld() {
        assertFalse(emit(busy));
        int callbacks = 0;
        // 10 µs apart: a burst, but too slow for the stride, so every return reads the clock
        while (!callbackReturns(10 * MICRO)) {
            callbacks++;
            assertFalse(emit(idle));
        }
        assertEquals(BatchingRule.MAX_AGE_NANOS / (10 * MICRO) - 1, callbacks);
        assertFalse(emit(idle), "still a burst after the age limit published the batch");
    }

    @Test
    void aCallbackThatEmitsNothingEndsTheBurst() {
        assertFalse(emit(busy));
        assertFalse(callbackReturns(10 * MICRO));
        assertFalse(emit(idle));
        assertTrue(callbackReturns(BatchingRule.BURST_GAP_NANOS)); // batch out, nothing buffered now
        assertFalse(callbackReturns(2 * MICRO), "a callback with nothing buffered");
        assertTrue(emit(idle), "no burst, no blocking callback before: an idle consumer gets it at once");
        assertFalse(emit(busy), "a busy one does not");
    }

    @Test
    void idleTimeBetweenFlushesDoesNotCountAsABlockingCallback() {
        assertFalse(emit(busy));
        assertFalse(callbackReturns(2 * MICRO));
        assertFalse(emit(busy));
        assertFalse(callbackReturns(2 * MICRO));
        runsOutOfWork();
        now += 1_000_000_000L; // idle for a second
        assertFalse(emit(busy));
        assertFalse(callbackReturns(2 * MICRO), "timed from its first emit, this callback was fast");
        assertFalse(emit(busy), "and is no reason to publish the next callback's tuples at once");
    }

    @Test
    void aLongFastBurstReadsTheClockEveryFourthCallbackAndSeesABlockWithinFourCallbacks() {
        assertFalse(emit(busy));
        int callbacks = 0;
        reads = 0;
        for (; callbacks < 40; callbacks++) {
            assertFalse(callbackReturns(MICRO));
            assertFalse(emit(busy));
            if (now - 1_000_000_000L >= 90 * MICRO) {
                break; // stop short of the age limit
            }
        }
        int fastCallbacks = callbacks + 1;
        assertTrue(reads <= 1 + fastCallbacks / 2, reads + " clock reads for " + fastCallbacks + " fast callbacks");
        // one callback blocks: the next read, at most MAX_READ_STRIDE callbacks later, publishes
        int untilSeen = 0;
        long step = BatchingRule.BURST_GAP_NANOS;
        while (!callbackReturns(step)) {
            step = MICRO;
            untilSeen++;
            assertFalse(emit(busy));
        }
        assertTrue(untilSeen <= BatchingRule.MAX_READ_STRIDE, "seen " + untilSeen + " callbacks late");
        assertTrue(emit(busy), "the callback after the block publishes at once");
    }
}
