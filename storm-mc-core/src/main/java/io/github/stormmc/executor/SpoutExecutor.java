package io.github.stormmc.executor;

import io.github.stormmc.ack.AckingMode;
import io.github.stormmc.ack.PendingTrees;
import io.github.stormmc.ack.SpoutOutcomes;
import io.github.stormmc.ack.TupleTree;
import io.github.stormmc.plan.ExecutorPlan;
import io.github.stormmc.queue.MessageHandler;
import io.github.stormmc.queue.ReceiveQueue;
import org.apache.storm.Config;
import org.apache.storm.hooks.info.SpoutAckInfo;
import org.apache.storm.hooks.info.SpoutFailInfo;
import org.apache.storm.policy.IWaitStrategy;
import org.apache.storm.spout.ISpout;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.utils.ObjectReader;
import org.apache.storm.utils.Time;

/**
 * A spout executor. Each round it delivers completed trees ({@code ack}/{@code fail} on this thread), fails trees
 * whose timeout passed, then, while the topology is active, calls {@code nextTuple} on each task that has fewer than
 * {@code topology.max.spout.pending} trees in flight, in passes repeated while they emit and nothing else is waiting
 * (see {@link #nextTuples}); after a round that emitted nothing it applies Storm's spout wait strategy. {@code activate}/{@code deactivate} are called on this thread when the topology's status changes.
 */
final class SpoutExecutor extends Executor implements MessageHandler {
    private static final long INACTIVE_PARK_NANOS = 100_000_000L;
    /** Most passes of nextTuple calls between two rounds of housekeeping while every pass emits. */
    static final int BURST_PASSES = 16;
    /**
     * Acks, fails and queued messages are looked for after every fourth pass of a burst: the looks read other
     * threads' cache lines (the outcome queue's head, each queue's cursor and availability flags), 8 % of a cheap
     * spout's thread when made after every call (RollingSort at p=4, async-profiler); they wait at most three more
     * calls.
     */
    private static final int WAITING_CHECK_MASK = 3;
    /** Every emit of this executor's tasks. */
    private final io.github.stormmc.stats.Counter emits = stats.emits();
    private final IWaitStrategy spoutWait;
    private final AckingMode acking;
    private final SpoutOutcomes outcomes = new SpoutOutcomes();
    /** Per task; 0 means unlimited. */
    private final int maxPending;
    private boolean lastActive;
    private final io.github.stormmc.stats.Counter ackedTrees = stats.ackerOutcomes().get(AckerMessageHooks.ACK);
    private final io.github.stormmc.stats.Counter failedTrees = stats.ackerOutcomes().get(AckerMessageHooks.FAIL);
    /** Whether the last {@link #nextTuples} called no task because all were at max spout pending. */
    private boolean heldByMaxPending;

    SpoutExecutor(ExecutorPlan plan, ExecutorEnvironment env, ReceiveQueue queue) {
        super(plan, env, queue);
        this.spoutWait = WaitStrategies.spout(component.conf());
        this.acking = AckingMode.of(component.conf());
        Integer max = ObjectReader.getInt(component.conf().get(Config.TOPOLOGY_MAX_SPOUT_PENDING), null);
        this.maxPending = max == null || max <= 0 || !acking.tracking() ? 0 : max;
    }

    @Override
    public boolean hasWorkInHand() {
        return super.hasWorkInHand() || !outcomes.isEmpty();
    }

    @Override
    protected void onThreadCreated(Thread t) {
        outcomes.setConsumer(t);
    }

    @Override
    protected void prepareTask(TaskUnit task) {
        TaskUnitRef ref = new TaskUnitRef();
        ref.set(task);
        SpoutCollector collector = new SpoutCollector(ref, this, env.errors(), component.id(), acking, outcomes);
        ((ISpout) task.component).open(componentConf, task.context, new SpoutOutputCollector(collector));
    }

    @Override
    protected void loop() throws InterruptedException {
        int idleCount = 0;
        while (!stopRequested()) {
            queue.drain(this);
            boolean called = pollChained() > 0;
            called |= deliverOutcomes();
            if (acking.timeouts()) {
                expire();
            }
            boolean active = env.isActive();
            if (active != lastActive) {
                switchActivation(active);
                called = true;
            }
            if (called) {
                transfer.afterCallback(); // what ack, fail, activate or deactivate emitted
            }
            if (!active) {
                transfer.flush();
                flushChained();
                if (outcomes.beginWait()) { // acks and fails are still delivered while deactivated
                    long parked = System.nanoTime(); // idle path only: Storm's __skipped-inactive-ms
                    try {
                        queue.parkUntilPublished(INACTIVE_PARK_NANOS);
                    } finally {
                        outcomes.endWait();
                        stats.skippedInactiveNanos().add(System.nanoTime() - parked);
                    }
                }
                continue;
            }
            boolean emitted = nextTuples();
            if (!emitted) {
                transfer.flush(); // the spout has paused: publish what earlier rounds buffered
                flushChained();
            }
            if (!emitted && outcomes.beginWait()) {
                long waited = heldByMaxPending ? System.nanoTime() : 0L; // Storm's __skipped-max-spout-ms
                try {
                    idleCount = spoutWait.idle(idleCount);
                } finally {
                    outcomes.endWait();
                    if (heldByMaxPending) {
                        stats.skippedMaxSpoutNanos().add(System.nanoTime() - waited);
                    }
                }
            } else {
                idleCount = 0;
            }
        }
        if (lastActive) {
            switchActivation(false); // Storm deactivates spouts when a topology is killed
        }
    }

    /**
     * Calls {@code nextTuple} once on each task that may emit (open, and under its max spout pending), then again
     * while the calls keep emitting and nothing else waits for this thread: no ack or fail to deliver, nothing queued
     * (metrics ticks, timers), no change of activation and no stop, up to {@value #BURST_PASSES} passes. A spout that
     * emits flat out so pays the round's housekeeping (acks, timeouts, activation) once per burst instead of once
     * per call, and one that has something to hear is back to it within four calls. Returns whether any call
     * emitted.
     */
    private boolean nextTuples() {
        long before = emits.get();
        boolean atMax = false;
        boolean called = false;
        for (int pass = 0; pass < BURST_PASSES; pass++) {
            long start = emits.get();
            for (int i = 0; i < tasks.length; i++) {
                TaskUnit task = tasks[i];
                if (task != null && !task.failed && maxPending != 0 && task.pending.size() >= maxPending) {
                    atMax = true;
                } else if (task != null && !task.failed) {
                    called = true;
                    Throwable crash = null;
                    enterUserCode();
                    try {
                        ((ISpout) task.component).nextTuple();
                    } catch (Throwable t) {
                        crash = t;
                    }
                    leaveUserCode(); // before a restart, whose open is a callback of its own
                    if (crash != null) {
                        restartAfterCrash(task, "nextTuple", crash);
                    }
                    transfer.afterCallback(); // fast rounds keep batching; a slow one (a blocking nextTuple) flushes
                }
            }
            if (emits.get() == start || stopRequested() || !env.isActive()
                    || (pass & WAITING_CHECK_MASK) == WAITING_CHECK_MASK && (!outcomes.isEmpty() || hasQueuedWork())) {
                break;
            }
        }
        heldByMaxPending = atMax && !called;
        return emits.get() != before;
    }

    /** Completed trees and timeout resets, handed over by bolts' threads; returns whether any arrived. */
    private boolean deliverOutcomes() {
        Object next;
        boolean any = false;
        while ((next = outcomes.poll()) != null) {
            any = true;
            if (next instanceof SpoutOutcomes.TimeoutReset reset) {
                TaskUnit task = taskFor(reset.tree().spoutTaskId());
                if (task != null) {
                    task.pending.restart(reset.tree(), Time.nanoTime());
                }
                continue;
            }
            TupleTree tree = (TupleTree) next;
            TaskUnit task = taskFor(tree.spoutTaskId());
            // a tree not in the list belonged to a task instance that crashed and was replaced: its outcome is moot
            if (task == null || task.failed || !task.pending.remove(tree)) {
                continue;
            }
            // what an acker would have announced to the spout: one message per tree (per outcome, not per tuple)
            (tree.state() == TupleTree.ACKED ? ackedTrees : failedTrees).increment();
            if (tree.state() == TupleTree.ACKED) {
                spoutAck(task, tree.messageId(), tree.streamId(), tree.completeLatencyNanos());
            } else {
                spoutFail(task, tree.messageId(), tree.streamId(), tree.completeLatencyNanos());
            }
        }
        return any;
    }

    /**
     * Fails trees whose timeout passed. Every tree of a task has the same timeout, so only heads need a look. The
     * clock is read only when some tree is pending: a spout that emits without message ids (or whose trees all
     * completed) would otherwise pay a clock read per round, 17 % of RollingSort's spout thread on this project's
     * virtual machine (async-profiler), where one costs ~25 ns.
     */
    private void expire() {
        long now = 0L;
        boolean clockRead = false;
        for (TaskUnit task : tasks) {
            if (task == null || task.failed) {
                continue;
            }
            PendingTrees pending = task.pending;
            TupleTree oldest;
            while ((oldest = pending.oldest()) != null) {
                if (!clockRead) {
                    now = Time.nanoTime(); // Storm's clock: simulated time drives timeouts too
                    clockRead = true;
                }
                if (now - PendingTrees.startNanos(oldest) < acking.timeoutNanos()) {
                    break;
                }
                if (!oldest.claim(TupleTree.TIMED_OUT)) {
                    break; // completing right now: its outcome is on the way
                }
                pending.remove(oldest);
                spoutFail(task, oldest.messageId(), oldest.streamId(), now - oldest.emitNanos());
                if (task != tasks[task.taskId - executorPlan.firstTask()]) {
                    break; // the fail callback crashed and the task was replaced
                }
            }
        }
    }

    /** Storm's behaviour with {@code topology.acker.executors: 0}: ack as soon as the tuple is emitted. */
    void ackAtEmit(TaskUnit task, String streamId, Object messageId) {
        spoutAck(task, messageId, streamId, 0L);
    }

    private void spoutAck(TaskUnit task, Object messageId, String streamId, long latencyNanos) {
        Throwable crash = userCallback(task, messageId, true);
        if (crash != null) {
            restartAfterCrash(task, "ack", crash);
            return;
        }
        stats.acked().get(streamId).increment();
        stats.latencyNanos().get(streamId).add(latencyNanos);
        stats.latencySamples().get(streamId).increment();
        if (!task.context.getHooks().isEmpty()) {
            new SpoutAckInfo(messageId, task.taskId, latencyNanos / 1_000_000L).applyOn(task.context);
        }
    }

    private void spoutFail(TaskUnit task, Object messageId, String streamId, long latencyNanos) {
        Throwable crash = userCallback(task, messageId, false);
        if (crash != null) {
            restartAfterCrash(task, "fail", crash);
            return;
        }
        stats.failed().get(streamId).increment();
        if (!task.context.getHooks().isEmpty()) {
            new SpoutFailInfo(messageId, task.taskId, latencyNanos / 1_000_000L).applyOn(task.context);
        }
    }

    /**
     * Calls the task's ack or fail; returns what it threw. With {@code topology.acker.executors: 0} this runs inside
     * {@code nextTuple} (the ack at emit), which the watchdog already sees as the callback in progress.
     */
    private Throwable userCallback(TaskUnit task, Object messageId, boolean ack) {
        boolean outermost = (activity() & 1L) == 0;
        if (outermost) {
            enterUserCode();
        }
        try {
            if (ack) {
                ((ISpout) task.component).ack(messageId);
            } else {
                ((ISpout) task.component).fail(messageId);
            }
            return null;
        } catch (Throwable t) {
            return t;
        } finally {
            if (outermost) {
                leaveUserCode();
            }
        }
    }

    private void switchActivation(boolean active) {
        lastActive = active;
        for (TaskUnit task : tasks) {
            if (task != null && !task.failed) {
                Throwable crash = null;
                enterUserCode();
                try {
                    if (active) {
                        ((ISpout) task.component).activate();
                    } else {
                        ((ISpout) task.component).deactivate();
                    }
                } catch (Throwable t) {
                    crash = t;
                }
                leaveUserCode();
                if (crash != null) {
                    restartAfterCrash(task, active ? "activate" : "deactivate", crash);
                }
            }
        }
    }

    /** A crashed spout's trees in flight are dropped: its replacement replays from its source. */
    @Override
    protected void discardTask(TaskUnit task) {
        TupleTree tree;
        while ((tree = task.pending.oldest()) != null) {
            tree.claim(TupleTree.DISCARDED);
            task.pending.remove(tree);
        }
    }

    @Override
    public void onMessage(int taskId, Object payload) {
        // Spouts receive no tuples (outcomes arrive through SpoutOutcomes, which never blocks a bolt); only control
        // messages such as metrics ticks.
        onControl(payload);
    }

    @Override
    protected void cleanupTask(TaskUnit task) {
        ((ISpout) task.component).close();
    }
}
