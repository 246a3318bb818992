package io.github.stormmc.benchmarks.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class ThreadCpuTest {
    private static final List<String> WORDCOUNT = List.of("spout", "split", "count");

    @Test
    void threadsBelongToTheComponentTheirEngineNamedThemAfter() {
        assertEquals("split", ThreadCpu.componentOf("stormmc-wordcount-split[2-3]", WORDCOUNT));
        assertEquals("count", ThreadCpu.componentOf("Thread-21-count-executor[4, 4]", WORDCOUNT));
        assertEquals("spout", ThreadCpu.componentOf("handover-spout-0", WORDCOUNT));
        assertNull(ThreadCpu.componentOf("stormmc-timer", WORDCOUNT));
        assertNull(ThreadCpu.componentOf("main", WORDCOUNT));
        // a component whose id ends another's is matched exactly
        assertEquals("wordcount", ThreadCpu.componentOf("stormmc-t-wordcount[1-1]", List.of("wordcount", "count")));
        assertEquals("count", ThreadCpu.componentOf("stormmc-t-count[1-1]", List.of("wordcount", "count")));
    }

    @Test
    void cpuPerTupleIsTheStagesThreadCpuOverTheTuplesItHandled() throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        CountDownLatch running = new CountDownLatch(1);
        Thread busy = new Thread(() -> {
            running.countDown();
            long x = 0;
            while (!stop.get()) {
                x += System.nanoTime() & 1;
            }
            if (x == 42) {
                System.out.print("");
            }
        }, "handover-split-0");
        busy.start();
        running.await();
        ThreadCpu start = ThreadCpu.now(WORDCOUNT);
        Thread.sleep(200);
        ThreadCpu stop1 = ThreadCpu.now(WORDCOUNT);
        stop.set(true);
        busy.join();
        Map<String, Double> perTuple = stop1.nanosPerTupleSince(start, Map.of("split", 1000L, "count", 0L));
        assertEquals(List.of("split"), List.copyOf(perTuple.keySet()), "a stage that handled nothing has no figure");
        long spent = stop1.nanosByComponent().get("split") - start.nanosByComponent().get("split");
        assertTrue(spent > 0, "the spinning thread used CPU");
        assertEquals(spent / 1000.0, perTuple.get("split"), 1e-9);
    }
}
