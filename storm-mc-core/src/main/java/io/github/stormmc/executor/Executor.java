package io.github.stormmc.executor;

import io.github.stormmc.plan.ComponentPlan;
import io.github.stormmc.plan.ExecutorPlan;
import io.github.stormmc.queue.ReceiveQueue;
import io.github.stormmc.stats.ExecutorStats;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * One executor: one thread running a contiguous range of one component's tasks over one receive queue. The thread
 * creates its tasks and calls {@code prepare}/{@code open}, runs the loop, and on stop calls
 * {@code cleanup}/{@code close} exactly once per task — all user callbacks on this one thread.
 */
public abstract class Executor implements Runnable {
    protected final ExecutorPlan executorPlan;
    protected final ComponentPlan component;
    protected final ExecutorEnvironment env;
    protected final ReceiveQueue queue;
    protected final ExecutorStats stats = new ExecutorStats();
    protected final TupleTransfer transfer;
    protected final TaskUnit[] tasks;
    /** The component's effective conf, as handed to prepare/open: one mutable copy per executor, as in Storm. */
    protected final Map<String, Object> componentConf;
    private final CountDownLatch initialized = new CountDownLatch(1);
    private final CountDownLatch terminated = new CountDownLatch(1);
    private volatile boolean stopRequested;
    private volatile Thread thread;

    protected Executor(ExecutorPlan executorPlan, ExecutorEnvironment env, ReceiveQueue queue) {
        this.executorPlan = executorPlan;
        this.component = env.plan().component(executorPlan.componentId());
        this.env = env;
        this.queue = queue;
        this.transfer = new TupleTransfer(env, WaitStrategies.backpressure(component.conf()));
        this.tasks = new TaskUnit[executorPlan.taskCount()];
        this.componentConf = new HashMap<>(component.conf());
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

    public boolean isSpout() {
        return component.isSpout();
    }

    /** Starts the executor's thread; named after the topology and Storm's executor id, e.g. {@code wc-split[3-4]}. */
    public void start() {
        Thread t = new Thread(this, "stormmc-" + env.plan().name() + "-" + executorPlan.name());
        t.setContextClassLoader(Thread.currentThread().getContextClassLoader());
        thread = t;
        t.start();
    }

    /** Waits until every task of this executor has been prepared/opened (or failed to). */
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
            java.util.concurrent.locks.LockSupport.unpark(t);
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

    public boolean isAlive() {
        Thread t = thread;
        return t != null && t.isAlive();
    }

    protected final boolean stopRequested() {
        return stopRequested;
    }

    @Override
    public final void run() {
        try {
            AtomicBoolean prepared = new AtomicBoolean(false);
            Map<String, Object> executorData = new HashMap<>();
            for (int i = 0; i < tasks.length; i++) {
                int taskId = executorPlan.firstTask() + i;
                tasks[i] = createTask(taskId, executorData, prepared);
            }
            for (TaskUnit task : tasks) {
                if (task != null) {
                    initTask(task);
                }
            }
            prepared.set(true); // metrics may only be registered inside prepare/open
            initialized.countDown();
            loop();
        } catch (Throwable t) {
            env.errors().report(component.id(), executorPlan.firstTask(), "executor loop", t);
            if (t instanceof VirtualMachineError) {
                throw (VirtualMachineError) t;
            }
        } finally {
            initialized.countDown();
            for (TaskUnit task : tasks) {
                if (task != null && !task.failed) {
                    try {
                        cleanupTask(task);
                    } catch (Throwable t) {
                        env.errors().report(component.id(), task.taskId, isSpout() ? "close" : "cleanup", t);
                    }
                }
            }
            terminated.countDown();
        }
    }

    private TaskUnit createTask(int taskId, Map<String, Object> executorData, AtomicBoolean prepared) {
        try {
            return TaskFactory.create(env, component, taskId, executorData, prepared, transfer, stats);
        } catch (RuntimeException e) {
            env.errors().report(component.id(), taskId, "task creation", e);
            return null;
        }
    }

    /** Calls prepare/open; a failure is reported and the task receives nothing. */
    private void initTask(TaskUnit task) {
        try {
            prepareTask(task);
        } catch (Throwable t) {
            task.failed = true;
            env.errors().report(component.id(), task.taskId, (isSpout() ? "open" : "prepare") + " (the task will not run)", t);
            if (t instanceof VirtualMachineError) {
                throw (VirtualMachineError) t;
            }
        }
    }

    protected final TaskUnit taskFor(int taskId) {
        int index = taskId - executorPlan.firstTask();
        return index >= 0 && index < tasks.length ? tasks[index] : null;
    }

    /** Reports an exception thrown by user code while the executor keeps running. */
    protected final void userCodeFailed(TaskUnit task, String callback, Throwable t) {
        if (t instanceof VirtualMachineError) {
            throw (VirtualMachineError) t;
        }
        env.errors().report(component.id(), task.taskId, callback, t);
    }

    protected abstract void prepareTask(TaskUnit task);

    protected abstract void loop() throws InterruptedException;

    protected abstract void cleanupTask(TaskUnit task);

    @Override
    public String toString() {
        return "Executor[" + env.plan().name() + " " + executorPlan.name() + "]";
    }
}
