package io.github.stormmc.worker;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * The one timer thread shared by every topology of a cluster: tick tuples and delayed kills. Its thread starts on
 * the first schedule and ends with {@link #shutdown()}.
 */
public final class SharedTimer {
    private final ScheduledThreadPoolExecutor executor;

    public SharedTimer(String name) {
        ThreadFactory factory = r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        };
        executor = new ScheduledThreadPoolExecutor(1, factory);
        executor.setRemoveOnCancelPolicy(true);
        executor.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        executor.setContinueExistingPeriodicTasksAfterShutdownPolicy(false);
    }

    public ScheduledFuture<?> scheduleAtFixedRate(Runnable task, long initialDelayMillis, long periodMillis) {
        return executor.scheduleAtFixedRate(guarded(task), initialDelayMillis, periodMillis, TimeUnit.MILLISECONDS);
    }

    public ScheduledFuture<?> schedule(Runnable task, long delayMillis) {
        return executor.schedule(guarded(task), delayMillis, TimeUnit.MILLISECONDS);
    }

    public void shutdown() {
        executor.shutdownNow();
        try {
            executor.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** A periodic task that throws would silently stop repeating; log instead. */
    private static Runnable guarded(Runnable task) {
        return () -> {
            try {
                task.run();
            } catch (Throwable t) {
                org.slf4j.LoggerFactory.getLogger(SharedTimer.class).error("Timer task failed", t);
            }
        };
    }
}
