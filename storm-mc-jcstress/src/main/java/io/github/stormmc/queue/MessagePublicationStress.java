package io.github.stormmc.queue;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * How a batch reaches the consumer of {@link ReceiveQueue}: the producer stores it (its own copy of the task ids and
 * messages) in the first slot of its claimed range with plain stores and then publishes the range's sequences (a
 * release store per sequence); the consumer's drain reads the availability (acquire) and only then the slot. The
 * range here wraps around the end of the arrays (sequences 3 and 4 of a 4-entry queue). r1: messages the drain took;
 * r2: how many of them carried what the producer wrote. A drain takes the batch whole, once both sequences are
 * published, and sees its contents, in order: it never moves past a sequence the producer has not marked yet.
 */
@JCStressTest
@Outcome(id = "0, 0", expect = ACCEPTABLE, desc = "the drain came first")
@Outcome(id = "2, 2", expect = ACCEPTABLE, desc = "the drain took the whole batch")
@Outcome(expect = FORBIDDEN, desc = "part of the batch, a taken message without its contents, or out of order")
@State
public class MessagePublicationStress {
    private final ReceiveQueue queue = new ReceiveQueue("stress", 4, false);
    private final TwoMessageWitness witness = new TwoMessageWitness();

    public MessagePublicationStress() {
        // Move both sides to sequence 2, so the batch below lands at the arrays' last entry and then their first.
        queue.tryPublishBatch(new int[] {1, 1, 1}, new Object[] {"x", "x", "x"}, 3);
        queue.drain((taskId, payload) -> { });
    }

    @Actor
    public void producer() {
        queue.tryPublishBatch(new int[] {7, 8}, new Object[] {"a", "b"}, 2);
    }

    @Actor
    public void consumer(II_Result r) {
        r.r1 = queue.drain(witness);
        r.r2 = witness.rightInOrder();
    }
}
