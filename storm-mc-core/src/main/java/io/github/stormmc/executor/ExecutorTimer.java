package io.github.stormmc.executor;

import io.github.stormmc.queue.ReceiveQueue;
import io.github.stormmc.timer.SharedTimer;
import java.util.ArrayList;
import java.util.List;

/**
 * Periodic work of one executor's tasks (windowed bolts' slide triggers and watermarks), run on the executor's own
 * thread: the cluster's shared timer only drops a {@link Job} into the executor's queue, never waiting, and the
 * executor runs it between tuples. So such work costs no thread of its own and never runs concurrently with the task.
 *
 * <p>Found by tasks through {@code TopologyContext.getExecutorData(KEY)}.
 */
public final class ExecutorTimer {
    /** The executor-data key under which an executor offers its timer to its tasks. */
    public static final String KEY = "stormmc.executor.timer";

    private final SharedTimer timer;
    private final ReceiveQueue queue;
    private final int taskId;
    private final List<Job> jobs = new ArrayList<>();
    private boolean stopped;

    ExecutorTimer(SharedTimer timer, ReceiveQueue queue, int taskId) {
        this.timer = timer;
        this.queue = queue;
        this.taskId = taskId;
    }

    /**
     * Runs {@code work} on the executor's thread every {@code periodMillis}, first after one period. A run is never
     * skipped: one that finds the queue full waits in its overflow, as ticks do.
     *
     * @return cancels the schedule; a run already queued is dropped
     */
    public SharedTimer.Handle every(long periodMillis, Runnable work) {
        Job job = new Job(work, false);
        synchronized (this) {
            if (stopped) {
                job.cancelled = true;
                return job::cancel;
            }
            jobs.removeIf(j -> j.cancelled); // restarted tasks leave their cancelled jobs behind
            jobs.add(job);
        }
        job.handle = timer.scheduleAtFixedRate(() -> {
            if (!job.cancelled) {
                queue.publishNonBlocking(taskId, job);
            }
        }, periodMillis, periodMillis);
        if (job.cancelled) {
            job.handle.cancel(); // cancelled by another thread before the handle existed
        }
        return job::cancel;
    }

    /**
     * Runs engine work once on the executor's thread after {@code delayMillis} (the message in its queue wakes it);
     * the work marks its own user callbacks for the stuck-callback watchdog.
     *
     * @return cancels the run if it has not happened yet
     */
    SharedTimer.Handle once(long delayMillis, Runnable work) {
        Job job = new Job(work, true);
        synchronized (this) {
            if (stopped) {
                job.cancelled = true;
                return job::cancel;
            }
            jobs.removeIf(j -> j.cancelled);
            jobs.add(job);
        }
        job.handle = timer.schedule(() -> {
            if (!job.cancelled) {
                queue.publishNonBlocking(taskId, job);
            }
        }, delayMillis);
        if (job.cancelled) {
            job.handle.cancel();
        }
        return job::cancel;
    }

    /** Whether scheduled work runs in real time; a simulated-time timer only fires when a test advances it. */
    boolean realTime() {
        return !timer.isManual();
    }

    /** Cancels every schedule, for good; when the executor stops. */
    void stop() {
        List<Job> all;
        synchronized (this) {
            stopped = true;
            all = new ArrayList<>(jobs);
            jobs.clear();
        }
        all.forEach(Job::cancel);
    }

    /** A queued request to run one piece of scheduled work; handled by {@link Executor#onControl}. */
    static final class Job {
        private final Runnable work;
        private final boolean once;
        private volatile boolean cancelled;
        private volatile SharedTimer.Handle handle;

        Job(Runnable work, boolean once) {
            this.work = work;
            this.once = once;
        }

        /** Whether the work is user code as a whole (a task's periodic work), rather than engine work. */
        boolean userCode() {
            return !once;
        }

        void runIfLive() {
            if (!cancelled) {
                if (once) {
                    cancelled = true; // done: the next schedule prunes it from the list
                }
                work.run();
            }
        }

        void cancel() {
            cancelled = true;
            SharedTimer.Handle h = handle;
            if (h != null) {
                h.cancel();
            }
        }
    }
}
