package io.github.stormmc.executor;

import io.github.stormmc.plan.ComponentPlan;
import io.github.stormmc.plan.ExecutorPlan;
import io.github.stormmc.queue.ReceiveQueue;
import io.github.stormmc.stats.ExecutorStats;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One executor: one thread running a contiguous range of one component's tasks over one receive queue. The thread
 * creates its tasks and calls {@code prepare}/{@code open}, runs the loop, and on stop calls
 * {@code cleanup}/{@code close} once per live task instance — all user callbacks on this one thread.
 *
 * <p>When a user callback throws, the task is restarted from a fresh deserialised copy (Storm would halt the JVM;
 * {@code stormmc.fault.policy: halt} does that instead). Consecutive restarts of a task back off; a task whose
 * prepare/open keeps failing is given up after {@code stormmc.task.restart.max.attempts}.
 */
public abstract class Executor implements Runnable {
    /** Created on first use: a logger made at class initialisation would start log4j2 on the submit path. */
    private static final class Log {
        static final Logger LOG = LoggerFactory.getLogger(Executor.class);
    }

    protected final ExecutorPlan executorPlan;
    protected final ComponentPlan component;
    protected final ExecutorEnvironment env;
    protected final ReceiveQueue queue;
    protected final ExecutorStats stats = new ExecutorStats();
    protected final TupleTransfer transfer;
    protected final TaskUnit[] tasks;
    /** The component's effective conf, as handed to prepare/open: one mutable copy per executor, as in Storm. */
    protected final Map<String, Object> componentConf;
    private final FaultPolicy faultPolicy;
    /** Reports this executor's task metrics to the metrics consumers; null for the consumers themselves. */
    protected final io.github.stormmc.metrics.TaskMetricsReporter metrics;
    private final int[] consecutiveFailures;
    private final Map<String, Object> executorData = new HashMap<>();
    /** Periodic work of this executor's tasks, run on this thread; offered to them as executor data. */
    private final ExecutorTimer timer;
    private final CountDownLatch initialized = new CountDownLatch(1);
    private final CountDownLatch terminated = new CountDownLatch(1);
    private volatile boolean stopRequested;
    private volatile Thread thread;
    private static final java.lang.invoke.VarHandle ACTIVITY;

    static {
        try {
            ACTIVITY = java.lang.invoke.MethodHandles.lookup().findVarHandle(Executor.class, "activity", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /**
     * Odd while this executor's thread runs work that includes user callbacks, even while it waits for work; bumped
     * twice per loop round, not per tuple. Opaque stores by the owner, opaque reads by the stuck-callback watchdog: a
     * diagnostic sample, never a handshake, so no fence is paid on the hot path.
     */
    @SuppressWarnings("unused") // through ACTIVITY
    private long activity;

    protected Executor(ExecutorPlan executorPlan, ExecutorEnvironment env, ReceiveQueue queue) {
        this.executorPlan = executorPlan;
        this.component = env.plan().component(executorPlan.componentId());
        this.env = env;
        this.queue = queue;
        this.transfer = new TupleTransfer(env, WaitStrategies.backpressure(component.conf()),
            env.plan().cycleTargets(component.id()), io.github.stormmc.config.TransferConfig.batchSize(component.conf()),
            io.github.stormmc.config.TransferConfig.flushIntervalNanos(component.conf()));
        this.tasks = new TaskUnit[executorPlan.taskCount()];
        this.consecutiveFailures = new int[executorPlan.taskCount()];
        this.timer = env.timer() == null ? null : new ExecutorTimer(env.timer(), queue, executorPlan.firstTask());
        if (timer != null) {
            executorData.put(ExecutorTimer.KEY, timer); // without it, windowed bolts fall back to a thread of their own
        }
        this.componentConf = new HashMap<>(component.conf());
        this.faultPolicy = FaultPolicy.of(component.conf());
        this.metrics = io.github.stormmc.plan.TopologyPlan.isSystem(component.id()) ? null
            : new io.github.stormmc.metrics.TaskMetricsReporter(component.id(), executorPlan.firstTask(),
                executorPlan.lastTask(), component.conf(), env.registeredMetrics(), env.plan().metricsConsumerTasks(),
                stats, queue, component.isSpout(), new org.apache.storm.task.GeneralTopologyContext(env.plan().topology(),
                    env.plan().conf(), env.plan().taskToComponent(), env.plan().componentToSortedTasks(),
                    env.plan().allStreamFields(), env.plan().topologyId()), env::queueOf);
    }

    /** Handles control messages that arrive through the receive queue; returns false for a tuple. */
    protected final boolean onControl(Object payload) {
        if (payload instanceof io.github.stormmc.metrics.MetricsTick tick) {
            if (metrics != null) {
                try {
                    metrics.onTick(tick);
                } catch (Throwable e) {
                    survive(executorPlan.firstTask(), "metrics", e);
                }
            }
            return true;
        }
        if (payload instanceof ExecutorTimer.Job job) {
            try {
                job.runIfLive();
            } catch (Throwable e) {
                // never let scheduled work end the executor's loop
                survive(executorPlan.firstTask(), "scheduled work", e);
            }
            return true;
        }
        return false;
    }

    public static Executor create(ExecutorPlan plan, ExecutorEnvironment env, ReceiveQueue queue) {
        ComponentPlan component = env.plan().component(plan.componentId());
        return component.isSpout() ? new SpoutExecutor(plan, env, queue) : new BoltExecutor(plan, env, queue);
    }

    public ExecutorPlan plan() {
        return executorPlan;
    }

    public ExecutorStats stats() {
        return stats;
    }

    public ReceiveQueue queue() {
        return queue;
    }

    /**
     * Whether this executor holds work other threads cannot see in its queue: emitted tuples not yet published, or
     * (a spout) completed trees whose ack/fail it has not called yet. Any thread, racy.
     */
    public boolean hasWorkInHand() {
        return transfer.hasBuffered();
    }

    public boolean isSpout() {
        return component.isSpout();
    }

    /** Starts the executor's thread; named after the topology and Storm's executor id, e.g. {@code wc-split[3-4]}. */
    public void start() {
        Thread t = new Thread(this, "stormmc-" + env.plan().name() + "-" + executorPlan.name());
        t.setContextClassLoader(Thread.currentThread().getContextClassLoader());
        thread = t;
        onThreadCreated(t);
        t.start();
    }

    /** Hook for subclasses that must know their thread before it runs (to be woken by other threads). */
    protected void onThreadCreated(Thread t) {
    }

    /** Waits until every task of this executor has been prepared/opened (or given up). */
    public boolean awaitInitialized(long timeout, TimeUnit unit) throws InterruptedException {
        return initialized.await(timeout, unit);
    }

    /** Asks the loop to finish its current batch and clean up; returns at once. */
    public void requestStop() {
        stopRequested = true;
        wake();
    }

    /** Wakes the thread if it is idling (e.g. after activate). */
    public void wake() {
        queue.wakeConsumer();
        Thread t = thread;
        if (t != null) {
            LockSupport.unpark(t);
        }
    }

    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        return terminated.await(timeout, unit);
    }

    /** Interrupts a thread that did not stop in time (user code stuck in a blocking call). */
    public void interrupt() {
        Thread t = thread;
        if (t != null) {
            t.interrupt();
        }
    }

    /** Whether {@link #start()} has been called. */
    public boolean isStarted() {
        return thread != null;
    }

    public boolean isAlive() {
        Thread t = thread;
        return t != null && t.isAlive();
    }

    /** Owner thread: work that may call user code starts (a drain, a spout round). */
    protected final void beginWork() {
        long a = activity;
        if ((a & 1L) == 0) {
            ACTIVITY.setOpaque(this, a + 1);
        }
    }

    /** Owner thread: the executor is about to wait for work. */
    protected final void endWork() {
        long a = activity;
        if ((a & 1L) != 0) {
            ACTIVITY.setOpaque(this, a + 1);
        }
    }

    /** For the stuck-callback watchdog: odd while in work; any thread, racy. */
    public long activity() {
        return (long) ACTIVITY.getOpaque(this);
    }

    /** The executor's thread once started, else null. */
    public Thread thread() {
        return thread;
    }

    public ComponentPlan component() {
        return component;
    }

    public ExecutorEnvironment env() {
        return env;
    }

    protected final boolean stopRequested() {
        return stopRequested;
    }

    @Override
    public final void run() {
        transfer.bindOwner();
        try {
            for (int i = 0; i < tasks.length; i++) {
                tasks[i] = startTask(executorPlan.firstTask() + i);
            }
            initialized.countDown();
            loop();
        } catch (Throwable t) {
            // User code never gets here (its Throwables are handled where it is called): this is the engine failing.
            // The thread must not end silently: its queue would fill and block its producers forever.
            env.errors().report(component.id(), executorPlan.firstTask(), "executor loop", t);
            if (Throwables.isFatal(t) && faultPolicy.fatalHalts()) {
                haltOnFatal(executorPlan.firstTask(), "the executor loop", t);
            }
            env.failure().fail("executor " + executorPlan.name() + " of component '" + component.id()
                + "' failed: " + t, t);
        } finally {
            initialized.countDown();
            if (timer != null) {
                timer.stop(); // the shared timer outlives the topology: leave no schedule on it
            }
            for (TaskUnit task : tasks) {
                if (task != null && !task.failed) {
                    stopInstance(task);
                }
            }
            terminated.countDown();
        }
    }

    /**
     * Creates a task and calls prepare/open, retrying with backoff while they throw, up to the configured attempts;
     * then the task is given up: it stays in place, marked failed, and receives nothing.
     */
    private TaskUnit startTask(int taskId) {
        int index = taskId - executorPlan.firstTask();
        String callback = isSpout() ? "open" : "prepare";
        TaskUnit task = null;
        for (int attempt = 1; ; attempt++) {
            try {
                task = TaskFactory.create(env, component, taskId, executorData, transfer, stats);
                prepareTask(task);
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
                if (fatal || attempt >= faultPolicy.maxAttempts() || stopRequested) {
                    if (!fatal && !stopRequested) {
                        giveUp(taskId, callback, attempt);
                    }
                    TaskUnit givenUp = task != null ? task
                        : new TaskUnit(taskId, null, null, null, new java.util.concurrent.atomic.AtomicBoolean(true));
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
    protected final void restartAfterCrash(TaskUnit task, String callback, Throwable t) {
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
        discardTask(task);
        stopInstance(task);
        forgetMetrics(task);
        sleepQuietly(faultPolicy.backoffMillis(++consecutiveFailures[index]));
        if (stopRequested) {
            task.failed = true;
            return;
        }
        tasks[index] = startTask(task.taskId);
    }

    /** A task callback succeeded: the next crash starts the backoff afresh. */
    protected final void succeeded(TaskUnit task) {
        int index = task.taskId - executorPlan.firstTask();
        if (consecutiveFailures[index] != 0) {
            consecutiveFailures[index] = 0;
        }
    }

    private void stopInstance(TaskUnit task) {
        try {
            cleanupTask(task);
        } catch (Throwable t) {
            survive(task.taskId, isSpout() ? "close" : "cleanup", t);
        }
        if (task.context != null) {
            for (org.apache.storm.hooks.ITaskHook hook : task.context.getHooks()) {
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
            io.github.stormmc.config.StormMcConfig.FAULT_POLICY, io.github.stormmc.config.StormMcConfig.FAULT_HALT, t);
        Runtime.getRuntime().halt(1);
    }

    /** A callback outside a task's processing threw (cleanup, hooks, metrics, scheduled work): report, go on. */
    private void survive(int taskId, String callback, Throwable t) {
        env.errors().report(component.id(), taskId, callback, t);
        if (Throwables.isFatal(t)) {
            onFatal(taskId, callback, t);
        }
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
            + io.github.stormmc.config.StormMcConfig.FAULT_GIVE_UP + ": "
            + (faultPolicy.giveUpKills() ? io.github.stormmc.config.StormMcConfig.FAULT_KILL_TOPOLOGY
                : io.github.stormmc.config.StormMcConfig.FAULT_KEEP_RUNNING) + ")");
        env.errors().report(component.id(), taskId, callback, why);
        if (faultPolicy.giveUpKills()) {
            env.failure().fail(why.getMessage(), why);
        }
    }

    /** Says why on stderr first: with the heap gone, logging itself may fail. */
    private void haltOnFatal(int taskId, String where, Throwable t) {
        String message = "Storm-MC: halting the process (exit " + io.github.stormmc.config.StormMcConfig.FATAL_EXIT_CODE
            + "): " + where + " of task " + taskId + " of component '" + component.id() + "' in topology '"
            + env.plan().name() + "' threw " + t + " (" + io.github.stormmc.config.StormMcConfig.FAULT_FATAL + ": "
            + io.github.stormmc.config.StormMcConfig.FAULT_HALT + ")";
        try {
            System.err.println(message);
            System.err.flush();
            Log.LOG.error(message, t);
        } finally {
            Runtime.getRuntime().halt(io.github.stormmc.config.StormMcConfig.FATAL_EXIT_CODE);
        }
    }

    private void sleepQuietly(long millis) {
        if (millis > 0 && !stopRequested) {
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(millis)); // requestStop unparks us
        }
    }

    protected final TaskUnit taskFor(int taskId) {
        int index = taskId - executorPlan.firstTask();
        return index >= 0 && index < tasks.length ? tasks[index] : null;
    }

    protected abstract void prepareTask(TaskUnit task);

    protected abstract void loop() throws InterruptedException;

    protected abstract void cleanupTask(TaskUnit task);

    /** Lets go of a crashed task's state before it is replaced (a spout's trees in flight). */
    protected void discardTask(TaskUnit task) {
    }

    @Override
    public String toString() {
        return "Executor[" + env.plan().name() + " " + executorPlan.name() + "]";
    }
}
