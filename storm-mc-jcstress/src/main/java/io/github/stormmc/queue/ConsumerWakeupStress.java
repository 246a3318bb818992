package io.github.stormmc.queue;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.ZZ_Result;

/**
 * The consumer's park handshake of {@link ReceiveQueue}: the consumer registers as sleeper then looks for data
 * ({@code registerSleeperThenIsEmpty}, what {@code parkUntilPublished} does before parking); a producer publishes then,
 * after a full fence, looks for a sleeper ({@code tryPublishAndWake}, what {@code tryPublish} does). r1: the consumer
 * found the queue empty (it would park); r2: the producer saw the sleeper (it would unpark it).
 */
@JCStressTest
@Outcome(id = "true, true", expect = ACCEPTABLE, desc = "the consumer parks and the producer unparks it")
@Outcome(id = "false, true", expect = ACCEPTABLE, desc = "the consumer saw the message; a harmless spare unpark")
@Outcome(id = "false, false", expect = ACCEPTABLE, desc = "the consumer saw the message; no unpark needed")
@Outcome(id = "true, false", expect = FORBIDDEN,
    desc = "lost wake-up: the consumer parks on a queue the producer just filled and nobody unparks it")
@State
public class ConsumerWakeupStress {
    private final ReceiveQueue queue = new ReceiveQueue("stress", 4, true);

    @Actor
    public void consumer(ZZ_Result r) {
        r.r1 = queue.registerSleeperThenIsEmpty();
    }

    @Actor
    public void producer(ZZ_Result r) {
        r.r2 = queue.tryPublishAndWake(1, "m") == ReceiveQueue.PUBLISHED_AND_SAW_SLEEPER;
    }
}
