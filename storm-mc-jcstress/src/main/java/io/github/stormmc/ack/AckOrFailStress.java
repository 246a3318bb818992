package io.github.stormmc.ack;

import static org.openjdk.jcstress.annotations.Expect.ACCEPTABLE;
import static org.openjdk.jcstress.annotations.Expect.FORBIDDEN;

import org.openjdk.jcstress.annotations.Actor;
import org.openjdk.jcstress.annotations.Arbiter;
import org.openjdk.jcstress.annotations.JCStressTest;
import org.openjdk.jcstress.annotations.Outcome;
import org.openjdk.jcstress.annotations.State;
import org.openjdk.jcstress.infra.results.II_Result;

/**
 * One bolt acks the last edge of a {@link TupleTree} while another fails the tree: the state CAS lets exactly one of
 * them report. r1: outcomes queued for the spout; r2: the tree's final state (1 acked, 2 failed).
 */
@JCStressTest
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "the ack won: one ACKED outcome")
@Outcome(id = "1, 2", expect = ACCEPTABLE, desc = "the fail won: one FAILED outcome")
@Outcome(expect = FORBIDDEN, desc = "no outcome, or both: the spout's ack/fail contract is broken")
@State
public class AckOrFailStress {
    private static final long EDGE = 0x5DEECE66DL;
    private final SpoutOutcomes outcomes = new SpoutOutcomes();
    private final TupleTree tree = new TupleTree(1L, "m", "default", 1, outcomes, 0L);

    public AckOrFailStress() {
        tree.init(EDGE);
    }

    @Actor
    public void ack() {
        tree.ack(EDGE);
    }

    @Actor
    public void fail() {
        tree.fail();
    }

    @Arbiter
    public void outcome(II_Result r) {
        int n = 0;
        while (outcomes.poll() != null) {
            n++;
        }
        r.r1 = n;
        r.r2 = tree.state();
    }
}
