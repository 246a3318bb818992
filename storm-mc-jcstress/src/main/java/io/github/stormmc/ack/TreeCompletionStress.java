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
 * Two bolts ack the last two edges of a {@link TupleTree} at once: exactly one of them brings the XOR to zero and
 * hands the spout exactly one outcome. r1: outcomes queued for the spout; r2: the tree's final state.
 */
@JCStressTest
@Outcome(id = "1, 1", expect = ACCEPTABLE, desc = "one ACKED outcome")
@Outcome(id = "0, .*", expect = FORBIDDEN, desc = "a completed tree never reported: the spout would time it out")
@Outcome(id = "2, .*", expect = FORBIDDEN, desc = "a tree reported twice: ack called twice for one message id")
@Outcome(expect = FORBIDDEN, desc = "anything else")
@State
public class TreeCompletionStress {
    private static final long EDGE_A = 0x9E3779B97F4A7C15L;
    private static final long EDGE_B = 0xC2B2AE3D27D4EB4FL;
    private final SpoutOutcomes outcomes = new SpoutOutcomes();
    private final TupleTree tree = new TupleTree(1L, "m", "default", 1, outcomes, 0L);

    public TreeCompletionStress() {
        tree.init(EDGE_A ^ EDGE_B);
    }

    @Actor
    public void ackA() {
        tree.ack(EDGE_A);
    }

    @Actor
    public void ackB() {
        tree.ack(EDGE_B);
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
