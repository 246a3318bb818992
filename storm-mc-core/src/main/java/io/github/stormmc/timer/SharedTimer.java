package io.github.stormmc.timer;

import java.util.PriorityQueue;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;

/**
 * The one timer thread shared by every topology of a cluster: tick tuples, metrics ticks, windowed bolts' triggers
 * and watermarks, delayed kills. Its thread starts on the first schedule and ends with {@link #shutdown()}.
 *
 * <p>Tasks run on the timer thread itself, so they must never block: everything scheduled here only hands a message
 * to an executor's queue without waiting (the executor does the work on its own thread).
 *
 * <p>{@link #manual()} makes a timer without a thread whose clock only moves when a test calls {@link #advance}, for
 * exact counts of firings.
 */
public final class SharedTimer {
    /** A scheduled task; cancelling stops further runs (one already running finishes). */
    public interface Handle {
        void cancel();
    }

    private final ScheduledThreadPoolExecutor executor;
    private final ManualClock manual;
    /** Threads the executor created (one at a time), joined on shutdown so none outlives it. */
    private final java.util.Queue<Thread> threads = new java.util.concurrent.ConcurrentLinkedQueue<>();

    public SharedTimer(String name) {
        ThreadFactory factory = r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            threads.add(t);
            return t;
        };
        executor = new ScheduledThreadPoolExecutor(1, factory);
        executor.setRemoveOnCancelPolicy(true);
        executor.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        executor.setContinueExistingPeriodicTasksAfterShutdownPolicy(false);
        manual = null;
    }

    private SharedTimer(ManualClock manual) {
        this.executor = null;
        this.manual = manual;
    }

    /** A timer with no thread and a clock at 0 that only {@link #advance} moves. */
    public static SharedTimer manual() {
        return new SharedTimer(new ManualClock());
    }

    public Handle scheduleAtFixedRate(Runnable task, long initialDelayMillis, long periodMillis) {
        if (manual != null) {
            return manual.add(guarded(task), initialDelayMillis, periodMillis);
        }
        ScheduledFuture<?> f = executor.scheduleAtFixedRate(guarded(task), initialDelayMillis, periodMillis,
            TimeUnit.MILLISECONDS);
        return () -> f.cancel(false);
    }

    public Handle schedule(Runnable task, long delayMillis) {
        if (manual != null) {
            return manual.add(guarded(task), delayMillis, 0);
        }
        ScheduledFuture<?> f = executor.schedule(guarded(task), delayMillis, TimeUnit.MILLISECONDS);
        return () -> f.cancel(false);
    }

    /**
     * Manual timers only: moves the clock forward, running on the calling thread, in time order, every run that
     * falls due (a periodic task due several times runs several times, as a late fixed-rate task catches up).
     */
    public void advance(long millis) {
        if (manual == null) {
            throw new IllegalStateException("Only a manual timer can be advanced");
        }
        manual.advance(millis);
    }

    /** Whether this timer only moves when advanced (simulated time). */
    public boolean isManual() {
        return manual != null;
    }

    public void shutdown() {
        if (manual != null) {
            manual.clear();
            return;
        }
        executor.shutdownNow();
        try {
            executor.awaitTermination(5, TimeUnit.SECONDS);
            // The pool reports termination just before its thread returns; wait for the thread itself, so a closed
            // cluster leaves no timer thread behind. Never join ourselves (shutdown from a timer task).
            for (Thread t : threads) {
                if (t != Thread.currentThread()) {
                    t.join(TimeUnit.SECONDS.toMillis(5));
                }
            }
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

    /** The clock of a manual timer; synchronized, as tasks may be scheduled and cancelled from any thread. */
    private static final class ManualClock {
        private final PriorityQueue<Run> due = new PriorityQueue<>();
        private long now;
        private long sequence;

        synchronized Handle add(Runnable task, long delayMillis, long periodMillis) {
            Scheduled s = new Scheduled(task, periodMillis);
            due.add(new Run(s, now + Math.max(0, delayMillis), sequence++));
            return () -> {
                synchronized (ManualClock.this) {
                    s.cancelled = true;
                    due.removeIf(r -> r.scheduled == s);
                }
            };
        }

        void advance(long millis) {
            long target;
            synchronized (this) {
                target = now + millis;
            }
            while (true) {
                Run next;
                synchronized (this) {
                    next = due.peek();
                    if (next == null || next.at > target) {
                        now = target;
                        return;
                    }
                    due.poll();
                    now = next.at;
                }
                next.scheduled.task.run(); // outside the lock: the task may schedule or cancel
                synchronized (this) {
                    if (next.scheduled.period > 0 && !next.scheduled.cancelled) {
                        due.add(new Run(next.scheduled, next.at + next.scheduled.period, sequence++));
                    }
                }
            }
        }

        synchronized void clear() {
            due.clear();
        }
    }

    private static final class Scheduled {
        final Runnable task;
        final long period;
        boolean cancelled;

        Scheduled(Runnable task, long period) {
            this.task = task;
            this.period = period;
        }
    }

    /** One pending run; ties run in scheduling order. */
    private record Run(Scheduled scheduled, long at, long order) implements Comparable<Run> {
        @Override
        public int compareTo(Run o) {
            return at != o.at ? Long.compare(at, o.at) : Long.compare(order, o.order);
        }
    }
}
