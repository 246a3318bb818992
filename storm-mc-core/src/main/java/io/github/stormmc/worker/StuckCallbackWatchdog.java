package io.github.stormmc.worker;

import io.github.stormmc.executor.Executor;
import java.util.List;

/**
 * Reports executors stuck in user code: one whose thread has been inside the same user callback ({@code execute},
 * {@code nextTuple}, {@code ack}, {@code fail}, {@code prepare}, ...) for {@code stormmc.executor.stuck.report.secs}
 * is reported once per callback, with its thread's stack, on the log and among the topology's errors
 * (getTopologyInfo, status page). A spout whose {@code nextTuple} sleeps and returns is healthy, however long it runs.
 * The topology keeps running: a callback may legitimately wait that long, and killing a thread is never safe.
 *
 * <p>Runs on the shared timer: each check reads one opaque counter per executor; the executors pay two opaque stores
 * per callback for it.
 */
final class StuckCallbackWatchdog implements Runnable {
    private final List<Executor> executors;
    private final long thresholdNanos;
    private final long[] seen;
    private final long[] sinceNanos;
    private final long[] reported;

    StuckCallbackWatchdog(List<Executor> executors, long thresholdMillis) {
        this.executors = executors;
        this.thresholdNanos = thresholdMillis * 1_000_000L;
        this.seen = new long[executors.size()];
        this.sinceNanos = new long[executors.size()];
        this.reported = new long[executors.size()];
        java.util.Arrays.fill(reported, -1L);
    }

    /** How often to look: often enough to report within a quarter of the threshold past it. */
    static long periodMillis(long thresholdMillis) {
        return Math.max(100L, thresholdMillis / 4);
    }

    @Override
    public void run() {
        long now = System.nanoTime();
        for (int i = 0; i < executors.size(); i++) {
            Executor e = executors.get(i);
            long activity = e.activity();
            if ((activity & 1L) == 0 || activity != seen[i]) {
                seen[i] = activity; // between callbacks, or in a new one since the last look
                sinceNanos[i] = now;
                continue;
            }
            if (now - sinceNanos[i] >= thresholdNanos && reported[i] != activity) {
                reported[i] = activity;
                report(e, (now - sinceNanos[i]) / 1_000_000_000L);
            }
        }
    }

    private static void report(Executor e, long secs) {
        Thread thread = e.thread();
        StuckCallback stuck = new StuckCallback("executor " + e.plan().name() + " of component '"
            + e.component().id() + "' has been inside user code for " + secs + " s without returning (its thread's stack"
            + " follows; reported once, the topology keeps running)");
        if (thread != null) {
            stuck.setStackTrace(thread.getStackTrace());
        }
        e.env().errors().report(e.component().id(), e.plan().firstTask(), "watchdog", stuck);
    }

    /** Carries the stuck thread's stack; never thrown. */
    static final class StuckCallback extends RuntimeException {
        private static final long serialVersionUID = 1L;

        StuckCallback(String message) {
            super(message, null, false, true);
        }
    }
}
