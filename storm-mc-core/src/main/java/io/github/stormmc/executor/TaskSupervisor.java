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
 * created and prepared with retries and backoff, then given up; a crashed task is replaced by a fresh copy; errors
 * outside a task's processing are reported and survived; JVM-threatening errors halt or kill the topology. All on
 * the executor's own thread.
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
    private final TaskUnit[] tasks;
    private final int[] consecutiveFailures;

    TaskSupervisor(ExecutorEnvironment env, ComponentPlan component, ExecutorPlan executorPlan, ExecutorStats stats,
                   TupleTransfer transfer, Map<String, Object> executorData, Lifecycle lifecycle,
                   BooleanSupplier stopRequested) {
        this.env = env;
        this.component = component;
        this.executorPlan = executorPlan;
        this.stats = stats;
        this.transfer = transfer;
        this.executorData = executorData;
        this.faultPolicy = FaultPolicy.of(component.conf());
        this.lifecycle = lifecycle;
        this.stopRequested = stopRequested;
        this.tasks = new TaskUnit[executorPlan.taskCount()];
        this.consecutiveFailures = new int[executorPlan.taskCount()];
    }

    /** The live task instances, indexed from the executor's first task; entries are replaced on restart. */
    TaskUnit[] tasks() {
        return tasks;
    }

    TaskUnit task(int taskId) {
        int index = taskId - executorPlan.firstTask();
        return index >= 0 && index < tasks.length ? tasks[index] : null;
    }

    void startAll() {
        for (int i = 0; i < tasks.length; i++) {
            tasks[i] = start(executorPlan.firstTask() + i);
        }
    }

    /** Cleans up every live instance, once (tasks given up have nothing to clean). */
    void stopAll() {
        for (TaskUnit task : tasks) {
            if (task != null && !task.failed) {
                stopInstance(task);
            }
        }
    }

    /**
     * Creates a task and calls prepare/open, retrying with backoff while they throw, up to the configured attempts;
     * then the task is given up: it stays in place, marked failed, and receives nothing.
     */
    private TaskUnit start(int taskId) {
        int index = taskId - executorPlan.firstTask();
        String callback = component.isSpout() ? "open" : "prepare";
        TaskUnit task = null;
        for (int attempt = 1; ; attempt++) {
            try {
                task = TaskFactory.create(env, component, taskId, executorData, transfer, stats);
                lifecycle.prepare(task);
                task.prepared.set(true);
                return task;
            } catch (Throwable t) {
                env.errors().report(component.id(), taskId, callback + " (attempt " + attempt + ")", t);
                if (faultPolicy.halt()) {
                    halt(taskId, callback, t);
                }
                if (task != null) {
                    forgetMetrics(task);
                }
                boolean fatal = Throwables.isFatal(t);
                if (fatal) {
                    onFatal(taskId, callback, t);
                }
                boolean stopping = stopRequested.getAsBoolean();
                if (fatal || attempt >= faultPolicy.maxAttempts() || stopping) {
                    if (!fatal && !stopping) {
                        giveUp(taskId, callback, attempt);
                    }
                    TaskUnit givenUp = task != null ? task : new TaskUnit(taskId, null, null, null, new AtomicBoolean(true));
                    givenUp.failed = true;
                    return givenUp;
                }
                sleepQuietly(faultPolicy.backoffMillis(++consecutiveFailures[index] + 1));
            }
        }
    }

    /**
     * Handles an exception from a user callback of a running task: report it, then replace the task with a fresh
     * copy (the broken instance gets a best-effort cleanup/close). The restart is counted and visible in the errors of
     * {@code getTopologyInfo} and in the executor's statistics.
     */
    void restartAfterCrash(TaskUnit task, String callback, Throwable t) {
        if (Throwables.isFatal(t)) {
            env.errors().report(component.id(), task.taskId, callback + " (fatal error)", t);
            onFatal(task.taskId, callback, t);
            task.failed = true; // the topology is going down: run nothing more of this instance
            return;
        }
        int index = task.taskId - executorPlan.firstTask();
        long restarts = stats.restarts().get(String.valueOf(task.taskId)).get() + 1;
        env.errors().report(component.id(), task.taskId, callback + " threw; restarting the task (restart #" + restarts
            + ")", t);
        if (faultPolicy.halt()) {
            halt(task.taskId, callback, t);
        }
        stats.restarts().get(String.valueOf(task.taskId)).increment();
        lifecycle.discard(task);
        stopInstance(task);
        forgetMetrics(task);
        sleepQuietly(faultPolicy.backoffMillis(++consecutiveFailures[index]));
        if (stopRequested.getAsBoolean()) {
            task.failed = true;
            return;
        }
        tasks[index] = start(task.taskId);
    }

    /** A task callback succeeded: the next crash starts the backoff afresh. */
    void succeeded(TaskUnit task) {
        int index = task.taskId - executorPlan.firstTask();
        if (consecutiveFailures[index] != 0) {
            consecutiveFailures[index] = 0;
        }
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

    private void sleepQuietly(long millis) {
        if (millis > 0 && !stopRequested.getAsBoolean()) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(millis)); // requestStop unparks us
        }
    }
}
