package io.github.stormmc.ack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.RepeatedTest;

/**
 * Bolt threads complete trees while the spout thread waits only when nothing is queued ({@link SpoutOutcomes#beginWait}),
 * parking with an hour-long guard: bolts unpark it only while it announces a wait, so a lost wake-up would stall the
 * run for the guard's hour. Finishing proves every wake-up arrived; every outcome is delivered exactly once.
 */
class SpoutOutcomesWakeUpTest {
    private static final int BOLTS = 4;
    private static final int PER_BOLT = 50_000;

    @RepeatedTest(5)
    void theWaitingSpoutSeesEveryOutcome() throws Exception {
        SpoutOutcomes outcomes = new SpoutOutcomes();
        int total = BOLTS * PER_BOLT;
        int[] received = new int[BOLTS];
        Thread spout = new Thread(() -> {
            int seen = 0;
            while (seen < total) {
                Object next = outcomes.poll();
                if (next != null) {
                    received[((TupleTree) next).spoutTaskId()]++;
                    seen++;
                } else if (outcomes.beginWait()) {
                    LockSupport.parkNanos(TimeUnit.HOURS.toNanos(1));
                    outcomes.endWait();
                }
            }
        }, "spout");
        outcomes.setConsumer(spout);
        spout.start();
        List<Thread> bolts = new ArrayList<>();
        for (int b = 0; b < BOLTS; b++) {
            int bolt = b;
            Thread t = new Thread(() -> {
                for (int i = 0; i < PER_BOLT; i++) {
                    TupleTree tree = new TupleTree(i + 1, i, "default", bolt, outcomes, 0L);
                    tree.init(7L);
                    tree.ack(7L); // brings the XOR to zero: the tree completes and is delivered
                }
            }, "bolt-" + b);
            bolts.add(t);
            t.start();
        }
        for (Thread t : bolts) {
            t.join();
        }
        spout.join();
        for (int b = 0; b < BOLTS; b++) {
            assertEquals(PER_BOLT, received[b], "outcomes from bolt " + b);
        }
        assertEquals(null, outcomes.poll());
    }
}
