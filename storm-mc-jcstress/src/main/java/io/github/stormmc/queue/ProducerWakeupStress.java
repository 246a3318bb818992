package io.github.stormmc.queue;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.ZZ_Result;

/**
 * The waiting-producer handshake of {@link ReceiveQueue} on a full ring: the producer registers as waiting then looks
 * for room ({@code registerWaitingThenHasRoom}, what {@code awaitCapacity} does before parking: it takes a wait ticket);
 * the consumer drains, which advances its sequence, then after a full fence reads the ticket count and compares it with
 * the count it last answered. r1: the producer found room; r2: the drain saw a new waiting producer (it would unpark
 * it).
 */
@JCStressTest
@Outcome(id = "true, true", expect = ACCEPTABLE, desc = "room found; a harmless spare unpark")
@Outcome(id = "true, false", expect = ACCEPTABLE, desc = "room found; no unpark needed")
@Outcome(id = "false, true", expect = ACCEPTABLE, desc = "the producer parks and the drain unparks it")
@Outcome(id = "false, false", expect = FORBIDDEN,
    desc = "lost wake-up: the producer parks on a ring the consumer just drained and nobody unparks it")
@State
public class ProducerWakeupStress {
    private final ReceiveQueue queue = new ReceiveQueue("stress", 2, false);

    public ProducerWakeupStress() {
        queue.tryPublish(1, "a");
        queue.tryPublish(1, "b"); // the two-slot ring is full
    }

    @Actor
    public void producer(ZZ_Result r) {
        r.r1 = queue.registerWaitingThenHasRoom(1);
    }

    @Actor
    public void consumer(ZZ_Result r) {
        queue.drain((taskId, payload) -> { });
        r.r2 = queue.drainSawWaitingProducers;
    }
}
