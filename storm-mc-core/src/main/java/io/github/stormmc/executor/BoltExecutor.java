package io.github.stormmc.executor;

import io.github.stormmc.config.TransferConfig;
import io.github.stormmc.plan.ExecutorPlan;
import io.github.stormmc.queue.IdleStrategy;
import io.github.stormmc.queue.MessageHandler;
import io.github.stormmc.queue.ReceiveQueue;
import io.github.stormmc.stats.InputCounters;
import java.util.ArrayDeque;
import org.apache.storm.Config;
import org.apache.storm.hooks.info.BoltExecuteInfo;
import org.apache.storm.task.IBolt;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.utils.ObjectReader;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A bolt executor: drains its queue in batches, calling {@code execute} for each tuple on its task; idles with the
 * configured receive wait strategy when the queue is empty.
 */
final class BoltExecutor extends Executor implements MessageHandler {
    /** Created on first use: a logger made at class initialisation would start log4j2 before the first tuple. */
    private static final class Log {
        static final Logger LOG = LoggerFactory.getLogger(BoltExecutor.class);
    }
    private final IdleStrategy idle;
    private final boolean debug;
    /** Execute latency is sampled (every Nth tuple) as Storm samples its stats, so timing costs nothing per tuple. */
    private final int latencySampleEvery;
    private int sampleCountdown;
    private final InputStatsCache inputStats = new InputStatsCache(stats);
    /**
     * Most tuples held per task while it waits out a restart backoff: what its receive queue holds. Beyond it they
     * fail at once, so a long backoff cannot fill the heap and the queue keeps draining either way.
     */
    private final int holdLimit;
    /** Tuples held for tasks that are down: work in hand no queue shows. Written only off the per-tuple path. */
    private volatile int heldTuples;

    BoltExecutor(ExecutorPlan plan, ExecutorEnvironment env, ReceiveQueue queue) {
        super(plan, env, queue);
        this.idle = WaitStrategies.receive(component.conf(), queue);
        this.debug = ObjectReader.getBoolean(component.conf().get(Config.TOPOLOGY_DEBUG), false);
        double rate = ObjectReader.getDouble(component.conf().get(Config.TOPOLOGY_STATS_SAMPLE_RATE), 0.05);
        this.latencySampleEvery = rate <= 0 ? Integer.MAX_VALUE : Math.max(1, (int) Math.round(1 / Math.min(rate, 1.0)));
        this.holdLimit = queue.capacity() * Math.max(1, TransferConfig.batchSize(component.conf()));
    }

    @Override
    public boolean hasWorkInHand() {
        return super.hasWorkInHand() || heldTuples != 0;
    }

    @Override
    protected void prepareTask(TaskUnit task) {
        TaskUnitRef ref = new TaskUnitRef();
        ref.set(task);
        BoltCollector collector = new BoltCollector(ref, inputStats, env.errors(), component.id());
        task.boltCollector = collector;
        ((IBolt) task.component).prepare(componentConf, task.context, new OutputCollector(collector));
    }

    @Override
    protected void loop() throws InterruptedException {
        int idleCount = 0;
        while (!stopRequested()) {
            int drained = queue.drain(this) + pollChained();
            transfer.flush(); // the drained batch's emits (and any made in prepare)
            flushChained();
            if (drained > 0) {
                idleCount = 0;
            } else {
                idleCount = idle.idle(idleCount);
            }
        }
    }

    @Override
    public void onMessage(int taskId, Object payload) {
        if (!(payload instanceof TupleImpl tuple)) { // one type check on a tuple's way in, control messages after
            if (!onControl(payload)) {
                throw new IllegalStateException("Executor " + executorPlan.name() + " received " + payload
                    + ", neither a tuple nor a control message");
            }
            return;
        }
        TaskUnit task = taskFor(taskId);
        if (task == null || task.failed) {
            if (task != null && task.down && hold(task, tuple)) {
                return; // waits for the task's replacement; its tree's timeout keeps running at the spout
            }
            BoltCollector.failTrees(tuple); // the task was given up: let reliable spouts replay at once
            inputStats.of(tuple).failed.increment();
            return;
        }
        if (debug) {
            Log.LOG.info("Processing received message FOR {} TUPLE: {}", taskId, tuple);
        }
        boolean hooked = !task.context.getHooks().isEmpty();
        boolean timed = --sampleCountdown <= 0 || hooked;
        long start = timed ? System.nanoTime() : 0L;
        if (timed) {
            // Storm's process latency start (ms, as Storm keeps it): the collector's ack measures from it, and the
            // ack/fail hooks read it. Only sampled tuples (and every tuple of a hooked task) carry one.
            tuple.setProcessSampleStartTime(start / 1_000_000L);
        }
        Throwable crash = null;
        enterUserCode();
        try {
            ((IBolt) task.component).execute(tuple);
        } catch (Throwable t) {
            crash = t;
        }
        leaveUserCode(); // before a restart, whose prepare is a callback of its own
        if (crash != null) {
            task.boltCollector.failAfterCrash(tuple);
            restartAfterCrash(task, "execute", crash);
        }
        transfer.afterCallback(); // emits wait for the end of the drained batch, unless this execute was slow
        InputCounters counters = inputStats.of(tuple);
        counters.executed.increment();
        if (timed) {
            long nanos = System.nanoTime() - start;
            if (sampleCountdown <= 0) {
                sampleCountdown = latencySampleEvery;
                counters.latencyNanos.add(nanos);
                counters.latencySamples.increment();
            }
            if (!task.context.getHooks().isEmpty()) {
                new BoltExecuteInfo(tuple, taskId, nanos / 1_000_000L).applyOn(task.context);
            }
        }
    }

    /** Keeps a tuple for a task that is down, unless it already holds {@link #holdLimit}. */
    private boolean hold(TaskUnit task, TupleImpl tuple) {
        if (task.held == null) {
            task.held = new ArrayDeque<>();
        }
        if (task.held.size() >= holdLimit) {
            return false;
        }
        task.held.addLast(tuple);
        heldTuples++; // the executor's thread is the only writer
        return true;
    }

    /**
     * Runs the held tuples on the replacement, oldest first, before anything still queued. Should it crash again, the
     * rest go to the hold of the new crashed instance (through {@link #onMessage}), in order.
     */
    @Override
    protected void resumeTask(TaskUnit crashed) {
        ArrayDeque<TupleImpl> held = crashed.held;
        crashed.held = null;
        TupleImpl tuple;
        while (held != null && (tuple = held.pollFirst()) != null) {
            heldTuples--;
            onMessage(crashed.taskId, tuple);
        }
    }

    /** The task was given up: what it held fails, as tuples sent to it from now on do. */
    @Override
    protected void abandonTask(TaskUnit crashed) {
        ArrayDeque<TupleImpl> held = crashed.held;
        crashed.held = null;
        TupleImpl tuple;
        while (held != null && (tuple = held.pollFirst()) != null) {
            heldTuples--;
            BoltCollector.failTrees(tuple);
            inputStats.of(tuple).failed.increment();
        }
    }

    @Override
    protected void cleanupTask(TaskUnit task) {
        ((IBolt) task.component).cleanup();
    }
}
