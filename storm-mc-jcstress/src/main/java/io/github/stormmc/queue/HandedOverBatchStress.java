package io.github.stormmc.queue;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * A full batch handed over in the producer's own arrays: the producer fills them with plain stores right before the
 * publish, and the queue keeps the arrays instead of copying them. The entry's release (the availability flag) must
 * carry those stores to the consumer, whose drain reads the flag (acquire) before the arrays. r1: messages the drain
 * took; r2: how many of them carried what the producer wrote, in order.
 */
@JCStressTest
@Outcome(id = "0, 0", expect = ACCEPTABLE, desc = "the drain came first")
@Outcome(id = "2, 2", expect = ACCEPTABLE, desc = "the drain took the whole batch, as filled")
@Outcome(expect = FORBIDDEN, desc = "a taken message without what the producer stored in the array")
@State
public class HandedOverBatchStress {
    private final ReceiveQueue queue = new ReceiveQueue("stress", 4, false);
    private final TwoMessageWitness witness = new TwoMessageWitness();

    @Actor
    public void producer() {
        int[] ids = new int[2];
        Object[] messages = new Object[2];
        ids[0] = 7;
        messages[0] = "a";
        ids[1] = 8;
        messages[1] = "b";
        queue.tryPublishBatch(ids, messages, 2, true);
    }

    @Actor
    public void consumer(II_Result r) {
        r.r1 = queue.drain(witness);
        r.r2 = witness.rightInOrder();
    }
}
