package io.github.stormmc.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Proxy;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** The thread gauges share one read of the JVM's threads per second: one pass and one deadlock search, not eight. */
class ThreadSnapshotTest {
    private final Map<String, AtomicInteger> calls = new ConcurrentHashMap<>();
    private long now = 5_000_000_000L;

    private ThreadMXBean counting() {
        ThreadMXBean real = ManagementFactory.getThreadMXBean();
        return (ThreadMXBean) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {ThreadMXBean.class},
            (proxy, method, args) -> {
                calls.computeIfAbsent(method.getName(), k -> new AtomicInteger()).incrementAndGet();
                return method.invoke(real, args);
            });
    }

    private int calls(String method) {
        AtomicInteger n = calls.get(method);
        return n == null ? 0 : n.get();
    }

    @Test
    void everyGaugeOfOneScrapeSharesOneReadAndTheNextSecondReadsAgain() {
        ThreadSnapshot snapshot = new ThreadSnapshot(counting(), () -> now);
        long total = 0;
        for (Thread.State state : Thread.State.values()) {
            total += snapshot.count(state);
        }
        assertTrue(snapshot.deadlocks().isEmpty());
        assertEquals(0, snapshot.deadlocks().size());
        assertTrue(snapshot.count(Thread.State.RUNNABLE) >= 1, "this test's own thread runs");
        assertTrue(total >= 2, "threads counted: " + total);
        assertEquals(1, calls("getThreadInfo"));
        assertEquals(1, calls("findDeadlockedThreads"));

        now += ThreadSnapshot.MAX_AGE_NANOS - 1;
        snapshot.count(Thread.State.WAITING);
        assertEquals(1, calls("getThreadInfo"), "still the same second");
        now += 1;
        snapshot.count(Thread.State.WAITING);
        snapshot.deadlocks();
        assertEquals(2, calls("getThreadInfo"));
        assertEquals(2, calls("findDeadlockedThreads"));
    }
}
