package io.github.stormmc.ack;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.ZZ_Result;

/**
 * The spout's wait handshake of {@link SpoutOutcomes}: the spout announces a wait then looks for outcomes
 * ({@code beginWait}); a bolt completing a tree queues the outcome (a CAS, a full fence) then reads the announcement
 * ({@code deliver}). r1: the spout would wait; r2: the bolt saw it waiting (it would unpark it).
 */
@JCStressTest
@Outcome(id = "true, true", expect = ACCEPTABLE, desc = "the spout waits and the bolt wakes it")
@Outcome(id = "false, true", expect = ACCEPTABLE, desc = "the spout saw the outcome; a harmless spare unpark")
@Outcome(id = "false, false", expect = ACCEPTABLE, desc = "the spout saw the outcome; no unpark needed")
@Outcome(id = "true, false", expect = FORBIDDEN,
    desc = "lost wake-up: the spout sleeps with an outcome queued and nobody wakes it")
@State
public class SpoutWakeupStress {
    private final SpoutOutcomes outcomes = new SpoutOutcomes();
    private final TupleTree tree = new TupleTree(1L, "m", "default", 1, outcomes, 0L);

    @Actor
    public void spout(ZZ_Result r) {
        r.r1 = outcomes.beginWait();
    }

    @Actor
    public void bolt(ZZ_Result r) {
        r.r2 = outcomes.deliver(tree);
    }
}
