package io.github.stormmc.windowing;

import io.github.stormmc.executor.ExecutorTimer;
import io.github.stormmc.timer.SharedTimer;
import java.util.ArrayList;
import java.util.List;
import org.apache.storm.task.TopologyContext;

/**
 * The periodic work of one windowed task (slide triggers, watermarks): on the task's own executor thread through the
 * cluster's shared timer, or on a thread of its own for a bolt prepared outside an executor. Each run holds the
 * task's lock, as {@code execute} does, so the bolt is never called concurrently. A failure is kept and rethrown from
 * the next tuple ({@link #checkFailure}), so the task restarts, instead of killing a shared thread; after a failure
 * the periodic work stops running.
 */
final class TaskTimer {
    private final TopologyContext context;
    private final Object lock;
    private final Thread.UncaughtExceptionHandler reporter;
    private final List<SharedTimer.Handle> scheduled = new ArrayList<>();
    private WindowTimer ownTimer;
    private volatile RuntimeException failure;

    TaskTimer(TopologyContext context, Object lock, Thread.UncaughtExceptionHandler reporter) {
        this.context = context;
        this.lock = lock;
        this.reporter = reporter;
    }

    /** Runs the work every period, under the task's lock. */
    void every(long periodMs, Runnable work) {
        Runnable guarded = guarded(work);
        Object executorTimer = context == null ? null : context.getExecutorData(ExecutorTimer.KEY);
        if (executorTimer instanceof ExecutorTimer shared) {
            scheduled.add(shared.every(periodMs, () -> {
                synchronized (lock) {
                    guarded.run();
                }
            }));
        } else {
            if (ownTimer == null) {
                String name = "stormmc-window-" + (context == null ? "bolt" : context.getThisComponentId() + "-"
                    + context.getThisTaskId());
                ownTimer = new WindowTimer(name);
            }
            ownTimer.every(periodMs, lock, guarded);
        }
    }

    /** The work, skipped after a failure, with its own failure kept for {@link #checkFailure} and reported. */
    Runnable guarded(Runnable work) {
        return () -> {
            if (failure != null) {
                return;
            }
            try {
                work.run();
            } catch (RuntimeException e) {
                failure = e;
                reporter.uncaughtException(Thread.currentThread(), e);
            }
        };
    }

    /** Rethrows a failure of the periodic work, so the task is restarted. Call under the lock. */
    void checkFailure() {
        RuntimeException e = failure;
        if (e != null) {
            throw new IllegalStateException("The windowed bolt failed on its window timer thread", e);
        }
    }

    void stop() {
        scheduled.forEach(SharedTimer.Handle::cancel);
        scheduled.clear();
        if (ownTimer != null) {
            ownTimer.stop();
        }
    }
}
