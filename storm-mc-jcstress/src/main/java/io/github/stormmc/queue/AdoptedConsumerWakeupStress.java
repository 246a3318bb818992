package io.github.stormmc.queue;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.ZZ_Result;

/**
 * A chained executor's queue ({@link ReceiveQueue#adoptConsumer}): its consumer is the host's thread, registered as
 * the sleeper once, before anything may publish. The host drains it and, finding it empty, would go on to park on
 * its own wait; a timer publishes a tick and, after the publish's full fence, looks for the sleeper. r1: the host's
 * drain found nothing; r2: the producer saw the sleeper (it would unpark the host, whose next park then returns at
 * once). A lost tick would be r1 without r2.
 */
@JCStressTest
@Outcome(id = "true, true", expect = ACCEPTABLE, desc = "the host missed the tick and is unparked to take it")
@Outcome(id = "false, true", expect = ACCEPTABLE, desc = "the host took the tick; a harmless spare unpark")
@Outcome(id = "true, false", expect = FORBIDDEN, desc = "lost wake-up: the tick waits while the host parks")
@Outcome(id = "false, false", expect = FORBIDDEN, desc = "the adopted sleeper was not seen")
@State
public class AdoptedConsumerWakeupStress {
    private final ReceiveQueue queue = new ReceiveQueue("stress-chained", 4, true);

    public AdoptedConsumerWakeupStress() {
        queue.adoptConsumer(Thread.currentThread()); // any thread stands for the host: only the reference matters
    }

    @Actor
    public void host(ZZ_Result r) {
        r.r1 = queue.drain((taskId, payload) -> { }) == 0;
    }

    @Actor
    public void timer(ZZ_Result r) {
        r.r2 = queue.tryPublishAndWake(1, "tick") == ReceiveQueue.PUBLISHED_AND_SAW_SLEEPER;
    }
}
