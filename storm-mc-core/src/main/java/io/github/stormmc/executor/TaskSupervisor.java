package io.github.stormmc.executor;

import io.github.stormmc.config.StormMcConfig;
import io.github.stormmc.plan.ComponentPlan;
import io.github.stormmc.plan.ExecutorPlan;
import io.github.stormmc.stats.ExecutorStats;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import org.apache.storm.hooks.ITaskHook;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The tasks of one executor and what happens when their user code throws, after {@code stormmc.fault.*}: a task is
 * created and prepared with retries and backoff, then given up; a crashed task is replaced by a fresh copy once its
 * {@link RestartBackoff} allows, the executor's thread going on meanwhile; errors outside a task's processing are
 * reported and survived; JVM-threatening errors halt or kill the topology. All on the executor's own thread.
 */
final class TaskSupervisor {
    /** Created on first use: a logger made at class initialisation would start log4j2 on the submit path. */
    private static final class Log {
        static final Logger LOG = LoggerFactory.getLogger(Executor.class);
    }

    /** What the executor does to a task instance. */
    interface Lifecycle {
        void prepare(TaskUnit task);

        void cleanup(TaskUnit task);

        /** Lets go of a crashed task's state before it is replaced (a spout's trees in flight). */
        void discard(TaskUnit task);

        /** The replacement of a task that was down now runs (in {@link #tasks()}): hand it what waited meanwhile. */
        void resumed(TaskUnit crashed);

        /** A task that was down is given up: what waited for it never runs. */
        void abandoned(TaskUnit crashed);
    }

    private final ExecutorEnvironment env;
    private final ComponentPlan component;
    private final ExecutorPlan executorPlan;
    private final ExecutorStats stats;
    private final TupleTransfer transfer;
    private final Map<String, Object> executorData;
    private final FaultPolicy faultPolicy;
    private final Lifecycle lifecycle;
    private final BooleanSupplier stopRequested;
    /** Runs delayed restarts on the executor's thread; null or simulated-time: the thread sleeps out the delay. */
    private final ExecutorTimer timer;
    private final TaskUnit[] tasks;
    private final RestartBackoff backoff;
    /** By task index: failed prepare/open attempts since the task last ran, towards giving up. */
    private final int[] startAttempts;
    /** What the last failed prepare/open threw. */
    private Throwable lastStartError;

    TaskSupervisor(ExecutorEnvironment env, ComponentPlan component, ExecutorPlan executorPlan, ExecutorStats stats,
                   TupleTransfer transfer, Map<String, Object> executorData, Lifecycle lifecycle,
                   BooleanSupplier stopRequested, ExecutorTimer timer) {
        this.env = env;
        this.component = component;
        this.executorPlan = executorPlan;
        this.stats = stats;
        this.transfer = transfer;
        this.executorData = executorData;
        this.faultPolicy = FaultPolicy.of(component.conf());
        this.lifecycle = lifecycle;
        this.stopRequested = stopRequested;
        this.timer = timer;
        this.tasks = new TaskUnit[executorPlan.taskCount()];
        this.backoff = new RestartBackoff(faultPolicy, executorPlan.taskCount());
        this.startAttempts = new int[executorPlan.taskCount()];
    }

    /** The live task instances, indexed from the executor's first task; entries are replaced on restart. */
    TaskUnit[] tasks() {
        return tasks;
    }

    TaskUnit task(int taskId) {
        int index = taskId - executorPlan.firstTask();
        return index >= 0 && index < tasks.length ? tasks[index] : null;
    }

    /**
     * Creates and prepares every task before the executor's loop begins, retrying each with backoff while its
     * prepare/open throws, up to the configured attempts; then the task is given up: it stays in place, marked failed,
     * and receives nothing.
     */
    void startAll() {
        for (int i = 0; i < tasks.length; i++) {
            int taskId = executorPlan.firstTask() + i;
            TaskUnit task = null;
            while (task == null) {
                task = startAttempt(i);
                if (task == null && !mayRetry(i)) {
                    task = givenUp(taskId);
                } else if (task == null) {
                    sleepQuietly(backoff.failed(i, System.nanoTime()));
                }
            }
            tasks[i] = task;
        }
    }

    /** Cleans up every live instance, once (crashed and given-up instances have been cleaned or have nothing). */
    void stopAll() {
        for (TaskUnit task : tasks) {
            if (task != null && !task.failed) {
                stopInstance(task);
            }
        }
    }

    /**
     * Handles an exception from a user callback of a running task: report it, clean up the broken instance (best
     * effort) and start a fresh copy once the backoff allows. Until then the task is down: the executor goes on with
     * its other tasks, its queue and, for a spout, its timeouts, and a bolt holds the task's tuples for the fresh copy
     * (see {@code BoltExecutor}), so nothing upstream waits on a thread that sleeps. The restart is counted and
     * visible in the errors of {@code getTopologyInfo} and in the executor's statistics.
     */
    void restartAfterCrash(TaskUnit task, String callback, Throwable t) {
        if (Throwables.isFatal(t)) {
            env.errors().report(component.id(), task.taskId, callback + " (fatal error)", t);
            onFatal(task.taskId, callback, t);
            task.failed = true; // the topology is going down: run nothing more of this instance
            return;
        }
        int index = task.taskId - executorPlan.firstTask();
        String id = String.valueOf(task.taskId);
        long delay = backoff.failed(index, System.nanoTime());
        long restarts = stats.restarts().get(id).get() + 1;
        env.errors().report(component.id(), task.taskId, callback + " threw; restarting the task (restart #" + restarts
            + (delay > 0 ? ", in " + delay + " ms" : "") + ")", t);
        if (faultPolicy.halt()) {
            halt(task.taskId, callback, t);
        }
        stats.failures().get(id).increment();
        stats.restarts().get(id).increment();
        lifecycle.discard(task);
        stopInstance(task);
        forgetMetrics(task);
        task.failed = true; // the broken instance runs nothing more
        task.down = true; // until its replacement runs
        startAttempts[index] = 0;
        startAfter(index, delay);
    }

    /** Starts the task at {@code index} after the delay: at once, through the executor's timer, or by sleeping. */
    private void startAfter(int index, long delayMillis) {
        if (stopRequested.getAsBoolean()) {
            return;
        }
        if (delayMillis <= 0) {
            startDue(index);
        } else if (timer != null && timer.realTime()) {
            timer.once(delayMillis, () -> startDue(index));
        } else {
            sleepQuietly(delayMillis);
            startDue(index);
        }
    }

    /** A down task's backoff has passed: one attempt at a fresh copy; a failed one backs off again or gives up. */
    private void startDue(int index) {
        if (stopRequested.getAsBoolean()) {
            return;
        }
        TaskUnit crashed = tasks[index];
        TaskUnit fresh = startAttempt(index);
        if (fresh != null) {
            tasks[index] = fresh;
            crashed.down = false;
            lifecycle.resumed(crashed);
        } else if (mayRetry(index)) {
            startAfter(index, backoff.failed(index, System.nanoTime()));
        } else {
            crashed.down = false;
            givenUp(executorPlan.firstTask() + index);
            lifecycle.abandoned(crashed);
        }
    }

    /** Creates the task and calls prepare/open; the prepared task, or null after reporting what they threw. */
    private TaskUnit startAttempt(int index) {
        int taskId = executorPlan.firstTask() + index;
        int attempt = ++startAttempts[index];
        String callback = component.isSpout() ? "open" : "prepare";
        TaskUnit task = null;
        try {
            task = TaskFactory.create(env, component, taskId, executorData, transfer, stats);
            lifecycle.prepare(task);
            task.prepared.set(true);
            startAttempts[index] = 0;
            backoff.started(index, System.nanoTime());
            return task;
        } catch (Throwable t) {
            lastStartError = t;
            env.errors().report(component.id(), taskId, callback + " (attempt " + attempt + ")", t);
            stats.failures().get(String.valueOf(taskId)).increment();
            if (faultPolicy.halt()) {
                halt(taskId, callback, t);
            }
            if (task != null) {
                forgetMetrics(task);
            }
            if (Throwables.isFatal(t)) {
                onFatal(taskId, callback, t);
            }
            return null;
        }
    }

    /** After a failed start attempt: whether to try again, or (reporting why, unless fatal or stopping) give up. */
    private boolean mayRetry(int index) {
        boolean fatal = Throwables.isFatal(lastStartError);
        boolean stopping = stopRequested.getAsBoolean();
        int attempts = startAttempts[index];
        if (fatal || stopping || attempts >= faultPolicy.maxAttempts()) {
            if (!fatal && !stopping) {
                giveUp(executorPlan.firstTask() + index, component.isSpout() ? "open" : "prepare", attempts);
            }
            return false;
        }
        return true;
    }

    /** The task stays in place, marked failed, and receives nothing. */
    private TaskUnit givenUp(int taskId) {
        int index = taskId - executorPlan.firstTask();
        TaskUnit givenUp = tasks[index] != null ? tasks[index]
            : new TaskUnit(taskId, null, null, null, new AtomicBoolean(true));
        givenUp.failed = true;
        return givenUp;
    }

    /** A callback outside a task's processing threw (cleanup, hooks, metrics, scheduled work): report, go on. */
    void survive(int taskId, String callback, Throwable t) {
        env.errors().report(component.id(), taskId, callback, t);
        if (Throwables.isFatal(t)) {
            onFatal(taskId, callback, t);
        }
    }

    /**
     * The engine itself failed in the executor loop (user code never gets here): report it and fail the topology,
     * since a dead thread's queue would fill and block its producers forever.
     */
    void engineFailed(Throwable t) {
        env.errors().report(component.id(), executorPlan.firstTask(), "executor loop", t);
        if (Throwables.isFatal(t) && faultPolicy.fatalHalts()) {
            haltOnFatal(executorPlan.firstTask(), "the executor loop", t);
        }
        env.failure().fail("executor " + executorPlan.name() + " of component '" + component.id() + "' failed: " + t, t);
    }

    private void stopInstance(TaskUnit task) {
        try {
            lifecycle.cleanup(task);
        } catch (Throwable t) {
            survive(task.taskId, component.isSpout() ? "close" : "cleanup", t);
        }
        if (task.context != null) {
            for (ITaskHook hook : task.context.getHooks()) {
                try {
                    hook.cleanup();
                } catch (Throwable t) {
                    survive(task.taskId, "task hook cleanup", t);
                }
            }
        }
    }

    /** A re-created task registers its metrics again. */
    private void forgetMetrics(TaskUnit task) {
        synchronized (env.registeredMetrics()) {
            env.registeredMetrics().values().forEach(byTask -> byTask.remove(task.taskId));
        }
        env.metricRegistry().removeTaskMetrics(component.id(), task.taskId);
    }

    private void halt(int taskId, String callback, Throwable t) {
        Log.LOG.error("Halting the process: {} of task {} of component '{}' in topology '{}' threw and {} is '{}' "
            + "(Storm's behaviour: Worker died)", callback, taskId, component.id(), env.plan().name(),
            StormMcConfig.FAULT_POLICY, StormMcConfig.FAULT_HALT, t);
        Runtime.getRuntime().halt(1);
    }

    /** A JVM-threatening error from user code: halt (default) or kill the topology, per stormmc.fault.fatal. */
    private void onFatal(int taskId, String callback, Throwable t) {
        if (faultPolicy.fatalHalts()) {
            haltOnFatal(taskId, callback, t);
        }
        env.failure().fail(callback + " of task " + taskId + " of component '" + component.id() + "' threw " + t, t);
    }

    /**
     * A task that cannot be prepared would hold its share of the stream forever (with fields grouping, every replay
     * of a key goes back to it): by default the topology is killed with the reason, instead of livelocking.
     */
    private void giveUp(int taskId, String callback, int attempts) {
        IllegalStateException why = new IllegalStateException("Task " + taskId + " of component '" + component.id()
            + "' gave up after " + attempts + " failed attempts of " + callback + "; it will not run"
            + (faultPolicy.giveUpKills() ? " and the topology is killed (" : " (")
            + StormMcConfig.FAULT_GIVE_UP + ": "
            + (faultPolicy.giveUpKills() ? StormMcConfig.FAULT_KILL_TOPOLOGY : StormMcConfig.FAULT_KEEP_RUNNING) + ")");
        env.errors().report(component.id(), taskId, callback, why);
        if (faultPolicy.giveUpKills()) {
            env.failure().fail(why.getMessage(), why);
        }
    }

    /** Says why on stderr first: with the heap gone, logging itself may fail. */
    private void haltOnFatal(int taskId, String where, Throwable t) {
        String message = "Storm-MC: halting the process (exit " + StormMcConfig.FATAL_EXIT_CODE + "): " + where
            + " of task " + taskId + " of component '" + component.id() + "' in topology '" + env.plan().name()
            + "' threw " + t + " (" + StormMcConfig.FAULT_FATAL + ": " + StormMcConfig.FAULT_HALT + ")";
        try {
            System.err.println(message);
            System.err.flush();
            Log.LOG.error(message, t);
        } finally {
            Runtime.getRuntime().halt(StormMcConfig.FATAL_EXIT_CODE);
        }
    }

    /** Sleeps the whole delay: a producer waking this thread (its queue's consumer) must not cut a backoff short. */
    private void sleepQuietly(long millis) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        long left;
        while (!stopRequested.getAsBoolean() && (left = deadline - System.nanoTime()) > 0) {
            LockSupport.parkNanos(left); // requestStop unparks us
        }
    }
}
