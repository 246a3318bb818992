package io.github.stormmc.worker;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.worker.ErrorLogLimiter.Kind;
import io.github.stormmc.worker.ErrorLogLimiter.Summary;
import io.github.stormmc.worker.ErrorLogLimiter.Verdict;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Which errors reach the log, driven by an explicit clock: exact verdicts, no timing. */
class ErrorLogLimiterTest {
    private static final long MS = 1_000_000L;

    /** Every call throws from the same line: one kind, whatever the message. */
    private static RuntimeException sameKind(int n) {
        return new IllegalStateException("bad tuple " + n);
    }

    private static RuntimeException otherKind() {
        return new IllegalArgumentException("another bug");
    }

    @Test
    void aTraceThenOneCountedLinePerIntervalThenATraceWhenTheKindChangesOrAfterAQuietPeriod() {
        ErrorLogLimiter limiter = new ErrorLogLimiter(100, 1000);
        assertEquals(new Verdict(Kind.TRACE, 0), limiter.onError("bolt", 3, "execute", sameKind(0), 0));
        for (int ms = 10; ms < 100; ms += 10) {
            assertEquals(Kind.NONE, limiter.onError("bolt", 3, "execute", sameKind(ms), ms * MS).kind());
        }
        assertEquals(new Verdict(Kind.LINE, 10), limiter.onError("bolt", 3, "execute", sameKind(100), 100 * MS));
        assertEquals(Kind.NONE, limiter.onError("bolt", 3, "execute", sameKind(150), 150 * MS).kind());
        assertEquals(List.of(), limiter.due(199 * MS));
        List<Summary> due = limiter.due(200 * MS);
        assertEquals(1, due.size());
        assertEquals(1, due.get(0).count());
        assertTrue(due.get(0).latest().startsWith("java.lang.IllegalStateException: bad tuple 150 at "), due.get(0).latest());
        assertEquals(List.of(), limiter.due(400 * MS)); // nothing owed any more

        // another task of the component is limited on its own
        assertEquals(new Verdict(Kind.TRACE, 0), limiter.onError("bolt", 4, "execute", sameKind(1), 210 * MS));
        // a different kind: its trace at once, saying what was counted before it
        assertEquals(Kind.NONE, limiter.onError("bolt", 3, "execute", sameKind(2), 250 * MS).kind());
        assertEquals(new Verdict(Kind.TRACE, 1), limiter.onError("bolt", 3, "execute", otherKind(), 260 * MS));
        // the same kind again after a quiet period: its trace again
        assertEquals(new Verdict(Kind.TRACE, 0), limiter.onError("bolt", 3, "execute", otherKind(), 1260 * MS));
        assertEquals(Kind.NONE, limiter.onError("bolt", 3, "execute", otherKind(), 1300 * MS).kind());
        List<Summary> owed = limiter.drain(1301 * MS);
        assertEquals(1, owed.size());
        assertEquals(3, owed.get(0).taskId());
        assertEquals(List.of(), limiter.drain(1302 * MS));
    }

    @Test
    void aLongMessageIsCutInTheCountedLine() {
        String text = ErrorLogLimiter.describe(new IllegalStateException("x".repeat(10_000) + "\nsecond line"));
        assertTrue(text.length() < ErrorLogLimiter.MAX_TEXT + 200, text);
        assertTrue(!text.contains("\n"), text);
    }

    /** Threads reporting at once: every error is in exactly one trace or line, and there is one trace. */
    @Test
    void concurrentErrorsAreEachAccountedForExactlyOnce() throws Exception {
        ErrorLogLimiter limiter = new ErrorLogLimiter(1, 3_600_000);
        int threads = 4;
        int each = 20_000;
        AtomicLong clock = new AtomicLong();
        AtomicLong accounted = new AtomicLong();
        AtomicLong traces = new AtomicLong();
        CyclicBarrier start = new CyclicBarrier(threads + 1);
        List<Thread> all = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(() -> {
                try {
                    start.await();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                for (int i = 0; i < each; i++) {
                    Verdict v = limiter.onError("bolt", 7, "execute", sameKind(i), clock.addAndGet(MS / 10));
                    if (v.kind() == Kind.TRACE) {
                        traces.incrementAndGet();
                        accounted.addAndGet(1 + v.count());
                    } else if (v.kind() == Kind.LINE) {
                        accounted.addAndGet(v.count());
                    }
                }
            });
            thread.start();
            all.add(thread);
        }
        start.await();
        long dueCounted = 0;
        while (all.stream().anyMatch(Thread::isAlive)) { // the worker's timer, racing the reporters
            for (Summary s : limiter.due(clock.get())) {
                dueCounted += s.count();
            }
        }
        for (Thread t : all) {
            t.join();
        }
        for (Summary s : limiter.drain(clock.get())) {
            dueCounted += s.count();
        }
        assertEquals(1, traces.get());
        assertEquals((long) threads * each, accounted.get() + dueCounted);
    }
}
