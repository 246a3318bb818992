package io.github.stormmc.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import java.lang.management.ManagementFactory;
import org.apache.storm.LocalCluster;
import org.junit.jupiter.api.Test;

/**
 * {@link ChaosTest}'s topology for minutes instead of seconds: round after round of 300,000 ids, each on a fresh
 * topology in the same cluster, reporting throughput, injected faults, restarts, heap and threads per round. Not part
 * of {@code mvn verify} (the name does not end in Test); run it with {@code tools/reliability-soak chaos MINUTES}.
 */
class ChaosSoak {

    @Test
    void soak() throws Exception {
        long minutes = Long.getLong("stormmc.soak.minutes", 5);
        long end = System.nanoTime() + minutes * 60_000_000_000L;
        long ids = 0;
        long restarts = 0;
        long throwsInjected = 0;
        int round = 0;
        long start = System.nanoTime();
        try (LocalCluster cluster = new LocalCluster()) {
            while (System.nanoTime() < end) {
                round++;
                String name = "soak-" + round;
                ChaosTest.ChaosRun run = ChaosTest.ChaosRun.start(name, ChaosTest.IDS, round * 7919L);
                long roundStart = System.nanoTime();
                cluster.submitTopology(name, run.conf(), run.topology());
                Await.until("round " + round + " acked", () -> run.source().ackedCount() == ChaosTest.IDS, 600_000);
                Await.until("round " + round + " restarts", () -> cluster.stormMc().byName(name).restarts()
                    == run.totalThrows(), 60_000);
                long roundRestarts = cluster.stormMc().byName(name).restarts();
                double secs = (System.nanoTime() - roundStart) / 1e9;
                cluster.killTopologyWithOpts(name, killNow());
                Await.until("round " + round + " stopped", () -> cluster.stormMc().byName(name) == null);
                System.gc();
                long heapMb = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() >> 20;
                System.out.printf("SOAK round %d: %d ids acked in %.1f s (%.0f ids/s), %d throws injected"
                        + " (%d StackOverflowError), %d restarts, %d fails, heap after GC %d MB, threads %d%n", round,
                    ChaosTest.IDS, secs, ChaosTest.IDS / secs, run.totalThrows(),
                    run.injected(ChaosTest.ChaosRun.Fault.STACK_OVERFLOW), roundRestarts,
                    run.injected(ChaosTest.ChaosRun.Fault.FAIL), heapMb, Thread.activeCount());
                assertEquals(run.totalThrows(), roundRestarts);
                ids += ChaosTest.IDS;
                restarts += roundRestarts;
                throwsInjected += run.totalThrows();
            }
            assertTrue(cluster.stormMc().failures().isEmpty(), cluster.stormMc().failures().toString());
        }
        double secs = (System.nanoTime() - start) / 1e9;
        System.out.printf("SOAK total: %d rounds, %d ids acked in %.0f s, %d throws injected, %d restarts, no hang,"
            + " no lost executor%n", round, ids, secs, throwsInjected, restarts);
    }

    private static org.apache.storm.generated.KillOptions killNow() {
        org.apache.storm.generated.KillOptions now = new org.apache.storm.generated.KillOptions();
        now.set_wait_secs(0);
        return now;
    }
}
