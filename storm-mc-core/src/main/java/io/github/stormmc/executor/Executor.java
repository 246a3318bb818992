package io.github.stormmc.executor;

import io.github.stormmc.plan.ComponentPlan;
import io.github.stormmc.plan.ExecutorPlan;
import io.github.stormmc.queue.ReceiveQueue;
import io.github.stormmc.stats.ExecutorStats;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * One executor: one thread running a contiguous range of one component's tasks over one receive queue. The thread
 * creates its tasks and calls {@code prepare}/{@code open}, runs the loop, and on stop calls
 * {@code cleanup}/{@code close} once per live task instance — all user callbacks on this one thread.
 *
 * <p>This class runs the thread and its lifecycle (start, stop, wake, the activity counter the watchdog reads) and
 * dispatches control messages; {@link TaskSupervisor} owns the tasks and the fault policy (restart from a fresh copy,
 * backoff, give up, halt), {@link ExecutorMetrics} wires the metrics, {@link TupleTransfer} the outbound tuples.
 */
public abstract class Executor implements Runnable, io.github.stormmc.queue.MessageHandler {
    protected final ExecutorPlan executorPlan;
    protected final ComponentPlan component;
    protected final ExecutorEnvironment env;
    protected final ReceiveQueue queue;
    protected final ExecutorStats stats = new ExecutorStats();
    protected final TupleTransfer transfer;
    protected final TaskUnit[] tasks;
    /** The component's effective conf, as handed to prepare/open: one mutable copy per executor, as in Storm. */
    protected final Map<String, Object> componentConf;
    private final TaskSupervisor supervisor;
    /** Reports this executor's task metrics to the metrics consumers; null for the consumers themselves. */
    protected final io.github.stormmc.metrics.TaskMetricsReporter metrics;
    private final Map<String, Object> executorData = new HashMap<>();
    /** Periodic work of this executor's tasks, run on this thread; offered to them as executor data. */
    private final ExecutorTimer timer;
    private final CountDownLatch initialized = new CountDownLatch(1);
    private final CountDownLatch terminated = new CountDownLatch(1);
    private volatile boolean stopRequested;
    private volatile Thread thread;
    private volatile long nativeThreadId = -1L;
    /** Executors this one's thread runs (plan.Chaining), in the order they were chained; owner thread after start. */
    private final java.util.List<Executor> chained = new java.util.ArrayList<>(1);
    /** The executor whose thread runs this one, or null when it has its own thread. */
    private Executor host;
    private static final java.lang.invoke.VarHandle ACTIVITY;

    static {
        try {
            ACTIVITY = java.lang.invoke.MethodHandles.lookup().findVarHandle(Executor.class, "activity", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /**
     * Odd while this executor's thread is inside one user callback, even between callbacks; each callback gets values
     * no earlier one had, so the stuck-callback watchdog tells a callback that has not returned from a stream of quick
     * ones. Two opaque stores by the owner per callback (plain moves on x86 and ARM: no fence on the hot path), opaque
     * reads by the watchdog: a diagnostic sample, never a handshake.
     */
    @SuppressWarnings("unused") // through ACTIVITY
    private long activity;

    protected Executor(ExecutorPlan executorPlan, ExecutorEnvironment env, ReceiveQueue queue) {
        this.executorPlan = executorPlan;
        this.component = env.plan().component(executorPlan.componentId());
        this.env = env;
        this.queue = queue;
        this.transfer = new TupleTransfer(env, WaitStrategies.backpressure(component.conf()),
            env.plan().cycleTargets(component.id()), io.github.stormmc.config.TransferConfig.batchSize(component.conf()));
        this.transfer.backpressureNanos = stats.backpressureNanos();
        this.timer = env.timer() == null ? null : new ExecutorTimer(env.timer(), queue, executorPlan.firstTask());
        if (timer != null) {
            executorData.put(ExecutorTimer.KEY, timer); // without it, windowed bolts fall back to a thread of their own
        }
        this.componentConf = new HashMap<>(component.conf());
        this.supervisor = new TaskSupervisor(env, component, executorPlan, stats, transfer, executorData,
            new TaskSupervisor.Lifecycle() {
                @Override
                public void prepare(TaskUnit task) {
                    enterUserCode();
                    try {
                        prepareTask(task);
                    } finally {
                        leaveUserCode();
                    }
                }

                @Override
                public void cleanup(TaskUnit task) {
                    enterUserCode();
                    try {
                        cleanupTask(task);
                    } finally {
                        leaveUserCode();
                    }
                }

                @Override
                public void discard(TaskUnit task) {
                    discardTask(task);
                }

                @Override
                public void resumed(TaskUnit crashed) {
                    resumeTask(crashed);
                }

                @Override
                public void abandoned(TaskUnit crashed) {
                    abandonTask(crashed);
                }
            }, () -> stopRequested, timer);
        this.tasks = supervisor.tasks();
        this.metrics = ExecutorMetrics.reporter(component, executorPlan, env, stats, queue);
    }

    /** Handles control messages that arrive through the receive queue; returns false for a tuple. */
    protected final boolean onControl(Object payload) {
        if (payload instanceof io.github.stormmc.metrics.MetricsTick tick) {
            if (metrics != null) {
                enterUserCode(); // the tasks' metrics are user code
                try {
                    metrics.onTick(tick);
                } catch (Throwable e) {
                    supervisor.survive(executorPlan.firstTask(), "metrics", e);
                } finally {
                    leaveUserCode();
                }
            }
            return true;
        }
        if (payload instanceof ExecutorTimer.Job job && !job.userCode()) {
            job.runIfLive(); // engine work (a delayed restart): its user callbacks mark themselves
            return true;
        }
        if (payload instanceof ExecutorTimer.Job job) {
            enterUserCode(); // e.g. a windowed bolt's trigger, which calls its execute
            try {
                job.runIfLive();
            } catch (Throwable e) {
                // never let scheduled work end the executor's loop
                supervisor.survive(executorPlan.firstTask(), "scheduled work", e);
            } finally {
                leaveUserCode();
            }
            return true;
        }
        return false;
    }

    /**
     * Runs this (bolt) executor on {@code host}'s thread: the host opens and closes it, drains its queue each round,
     * and calls it directly for the tuples its tasks send here. Before either starts.
     */
    public void chainInto(Executor host) {
        if (component.isSpout()) {
            throw new IllegalArgumentException("Spout executor " + executorPlan.name() + " cannot be chained");
        }
        this.host = host;
        host.chained.add(this);
        for (int t = executorPlan.firstTask(); t <= executorPlan.lastTask(); t++) {
            host.transfer.chain(t, this);
        }
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

    /**
     * Tuple trees emitted by this executor's spout tasks and neither acked nor failed yet (0 for bolts). Racy unless
     * the executor has stopped.
     */
    public int pendingTrees() {
        int n = 0;
        for (TaskUnit t : tasks) {
            if (t != null) {
                n += t.pending.size();
            }
        }
        return n;
    }

    public boolean isSpout() {
        return component.isSpout();
    }

    /**
     * Starts the executor's thread; named after the topology and Storm's executor id, e.g. {@code wc-split[3-4]}.
     * A chained executor has no thread of its own: its host's starts it.
     */
    public void start() {
        if (host != null) {
            return;
        }
        Thread t = new Thread(this, "stormmc-" + env.plan().name() + "-" + executorPlan.name());
        t.setContextClassLoader(Thread.currentThread().getContextClassLoader());
        thread = t;
        onThreadCreated(t);
        t.start();
    }

    /**
     * The operating system's id of this executor's thread (Linux's tid), once the thread runs; -1 before, for a chained
     * executor (it has no thread of its own) and where {@code /proc/thread-self} does not exist.
     */
    public long nativeThreadId() {
        return nativeThreadId;
    }

    /** The calling thread's tid, from {@code /proc/thread-self} (a link to {@code <pid>/task/<tid>}); -1 if unknown. */
    static long currentNativeThreadId() {
        try {
            Path link = Files.readSymbolicLink(Path.of("/proc/thread-self"));
            return Long.parseLong(link.getFileName().toString());
        } catch (IOException | RuntimeException notLinux) {
            return -1L;
        }
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

    /** Waits until the thread has cleaned up its tasks and ended (so no engine thread outlives a stop). */
    public boolean awaitTermination(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        if (!terminated.await(timeout, unit)) {
            return false;
        }
        Thread t = thread;
        if (t != null && t != Thread.currentThread()) {
            // the latch falls in run's finally; the thread ends right after it
            t.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
        }
        return true;
    }

    /** Interrupts a thread that did not stop in time (user code stuck in a blocking call). */
    public void interrupt() {
        Thread t = thread;
        if (t != null) {
            t.interrupt();
        }
    }

    /** Whether {@link #start()} has been called (for a chained executor: its host's). */
    public boolean isStarted() {
        return host != null ? host.isStarted() : thread != null;
    }

    public boolean isAlive() {
        Thread t = thread();
        return t != null && t.isAlive();
    }

    /** Owner thread: a user callback starts. Callbacks on one executor never nest (each call site is outermost). */
    protected final void enterUserCode() {
        ACTIVITY.setOpaque(this, activity + 1);
    }

    /** Owner thread: the user callback returned or threw. */
    protected final void leaveUserCode() {
        ACTIVITY.setOpaque(this, activity + 1);
    }

    /** For the stuck-callback watchdog: odd while inside a user callback; any thread, racy. */
    public long activity() {
        return (long) ACTIVITY.getOpaque(this);
    }

    /** The thread that runs this executor once started (a chained one's host's), else null. */
    public Thread thread() {
        return host != null ? host.thread() : thread;
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
        nativeThreadId = currentNativeThreadId();
        try {
            open();
            loop();
        } catch (Throwable t) {
            supervisor.engineFailed(t);
        } finally {
            close();
        }
    }

    /** On the running thread: binds the outbound transfer, prepares the tasks, then the chained executors'. */
    private void open() {
        transfer.bindOwner();
        if (host != null) {
            queue.adoptConsumer(Thread.currentThread()); // before any timer may publish a tick to this queue
        }
        try {
            supervisor.startAll();
        } finally {
            initialized.countDown();
        }
        for (Executor c : chained) {
            c.openOnHost();
        }
    }

    private void openOnHost() {
        try {
            open();
        } catch (Throwable t) {
            supervisor.engineFailed(t);
        }
    }

    /** On the running thread: closes the chained executors (downstream first), then this one's tasks. */
    private void close() {
        for (int i = chained.size() - 1; i >= 0; i--) {
            Executor c = chained.get(i);
            try {
                c.close();
            } catch (Throwable t) {
                c.supervisor.engineFailed(t);
            }
        }
        initialized.countDown();
        try {
            if (timer != null) {
                timer.stop(); // the shared timer outlives the topology: leave no schedule on it
            }
            supervisor.stopAll();
        } finally {
            terminated.countDown();
        }
    }

    /**
     * Host thread, once per round: drains the chained executors' queues (ticks, timer jobs, metrics ticks: their
     * tuples come by direct call). What they emit is published where the host publishes its own
     * ({@link #flushChained}). Returns the messages handled.
     */
    protected final int pollChained() {
        int handled = 0;
        for (int i = 0, n = chained.size(); i < n; i++) {
            Executor c = chained.get(i);
            handled += c.queue.drain(c) + c.pollChained();
        }
        return handled;
    }

    /** Owner thread: whether this executor's queue, or a chained executor's, holds messages not yet handled. */
    protected final boolean hasQueuedWork() {
        if (!queue.isEmpty()) {
            return true;
        }
        for (int i = 0, n = chained.size(); i < n; i++) {
            if (chained.get(i).hasQueuedWork()) {
                return true;
            }
        }
        return false;
    }

    /** Host thread: publishes what the chained executors buffered (the host is about to wait or has flushed). */
    protected final void flushChained() {
        for (int i = 0, n = chained.size(); i < n; i++) {
            Executor c = chained.get(i);
            c.transfer.flush();
            c.flushChained();
        }
    }

    /** A user callback of a running task threw: the supervisor reports it and replaces the task. */
    protected final void restartAfterCrash(TaskUnit task, String callback, Throwable t) {
        supervisor.restartAfterCrash(task, callback, t);
    }

    protected final TaskUnit taskFor(int taskId) {
        return supervisor.task(taskId);
    }

    protected abstract void prepareTask(TaskUnit task);

    protected abstract void loop() throws InterruptedException;

    protected abstract void cleanupTask(TaskUnit task);

    /** Lets go of a crashed task's state before it is replaced (a spout's trees in flight). */
    protected void discardTask(TaskUnit task) {
    }

    /** A down task's replacement runs: hands it what waited for the task meanwhile (a bolt's held tuples). */
    protected void resumeTask(TaskUnit crashed) {
    }

    /** A down task was given up: what waited for it will never run (a bolt's held tuples fail). */
    protected void abandonTask(TaskUnit crashed) {
    }

    @Override
    public String toString() {
        return "Executor[" + env.plan().name() + " " + executorPlan.name() + "]";
    }
}
