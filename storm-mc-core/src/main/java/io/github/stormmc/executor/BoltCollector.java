package io.github.stormmc.executor;

import io.github.stormmc.ack.TupleTree;
import io.github.stormmc.stats.Counter;
import io.github.stormmc.stats.InputCounters;
import java.util.Collection;
import java.util.List;
import org.apache.storm.hooks.info.BoltAckInfo;
import org.apache.storm.hooks.info.BoltFailInfo;
import org.apache.storm.task.IOutputCollector;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.TupleImpl;

/**
 * The engine side of a bolt task's {@code OutputCollector}: anchored emits join the anchors' tuple trees; ack XORs
 * the input's edge id and the edge ids of its anchored children into each of its trees, fail fails them.
 */
final class BoltCollector implements IOutputCollector, SingleAnchorCollector {
    private final TaskUnitRef task;
    private final InputStatsCache stats;
    private final ErrorSink errors;
    private final String componentId;

    /** Acker messages Storm would send (see {@link io.github.stormmc.stats.ExecutorStats#ackerMessages}). */
    private final Counter ackMessages;
    private final Counter failMessages;

    BoltCollector(TaskUnitRef task, InputStatsCache stats, ErrorSink errors, String componentId) {
        this.task = task;
        this.stats = stats;
        this.errors = errors;
        this.componentId = componentId;
        this.ackMessages = stats.stats().ackerMessages().get(AckerMessageHooks.ACK);
        this.failMessages = stats.stats().ackerMessages().get(AckerMessageHooks.FAIL);
    }

    @Override
    public List<Integer> emit(String streamId, Collection<Tuple> anchors, List<Object> tuple) {
        return task.get().emitter.emitAnchored(streamId, anchors, tuple);
    }

    @Override
    public void emitDirect(int taskId, String streamId, Collection<Tuple> anchors, List<Object> tuple) {
        task.get().emitter.emitDirectAnchored(taskId, streamId, anchors, tuple);
    }

    @Override
    public List<Integer> emit(String streamId, Tuple anchor, List<Object> values) {
        return task.get().emitter.emitAnchoredToOne(streamId, anchor, values);
    }

    @Override
    public void emitDirect(int taskId, String streamId, Tuple anchor, List<Object> values) {
        task.get().emitter.emitDirectAnchoredToOne(taskId, streamId, anchor, values);
    }

    @Override
    public void ack(Tuple input) {
        TaskUnit unit = task.get();
        if (input instanceof AnchoredTuple anchored) {
            if (alreadyDone(anchored, "acked", unit)) {
                return;
            }
            long ackVal = anchored.getAckVal();
            boolean hooks = !unit.context.getHooks().isEmpty();
            for (int i = 0; i < anchored.trees.length; i++) {
                anchored.trees[i].ack(anchored.edges[i] ^ ackVal);
                if (hooks) {
                    AckerMessageHooks.emitted(unit.context, unit.taskId, AckerMessageHooks.ACK, anchored.trees[i],
                        List.of(anchored.trees[i].rootId(), anchored.edges[i] ^ ackVal));
                }
            }
            ackMessages.add(anchored.trees.length); // one per tree, as Storm's collector sends them
        }
        InputCounters counters = stats.of(input);
        counters.acked.increment();
        Long processStart = input instanceof TupleImpl impl ? impl.getProcessSampleStartTime() : null;
        if (processStart != null) {
            // Set on this thread before execute (BoltExecutor) for sampled tuples only. A bolt acking from another
            // thread reads it through whatever handed that thread the tuple; at worst it misses this one sample.
            counters.processNanos.add((System.nanoTime() / 1_000_000L - processStart) * 1_000_000L);
            counters.processSamples.increment();
        }
        if (!unit.context.getHooks().isEmpty()) {
            new BoltAckInfo(input, unit.taskId, sinceProcessStart(input)).applyOn(unit.context);
        }
    }

    @Override
    public void fail(Tuple input) {
        TaskUnit unit = task.get();
        if (input instanceof AnchoredTuple anchored) {
            if (alreadyDone(anchored, "failed", unit)) {
                return;
            }
            boolean hooks = !unit.context.getHooks().isEmpty();
            for (TupleTree tree : anchored.trees) {
                tree.fail();
                if (hooks) {
                    AckerMessageHooks.emitted(unit.context, unit.taskId, AckerMessageHooks.FAIL, tree, List.of(tree.rootId()));
                }
            }
            failMessages.add(anchored.trees.length);
        }
        stats.of(input).failed.increment();
        if (!unit.context.getHooks().isEmpty()) {
            new BoltFailInfo(input, unit.taskId, sinceProcessStart(input)).applyOn(unit.context);
        }
    }

    /** Milliseconds since the bolt received the tuple (set when hooks are registered), or null. */
    private static Long sinceProcessStart(Tuple input) {
        if (input instanceof TupleImpl impl && impl.getProcessSampleStartTime() != null) {
            return System.nanoTime() / 1_000_000L - impl.getProcessSampleStartTime();
        }
        return null;
    }

    /** A second ack/fail of one tuple would corrupt its trees' XOR; report it and ignore it instead. */
    private boolean alreadyDone(AnchoredTuple tuple, String what, TaskUnit unit) {
        if (tuple.done) {
            errors.report(componentId, unit.taskId, what, new IllegalStateException("Component '" + componentId
                + "' (task " + unit.taskId + ") " + what + " a tuple that was already acked or failed; the second call "
                + "was ignored. Tuple: " + tuple));
            return true;
        }
        tuple.done = true;
        return false;
    }

    @Override
    public void resetTimeout(Tuple input) {
        if (input instanceof AnchoredTuple anchored) {
            TaskUnit unit = task.get();
            boolean hooks = !unit.context.getHooks().isEmpty();
            for (TupleTree tree : anchored.trees) {
                tree.outcomes().resetTimeout(tree);
                if (hooks) {
                    AckerMessageHooks.emitted(unit.context, unit.taskId, AckerMessageHooks.RESET_TIMEOUT, tree,
                        List.of(tree.rootId()));
                }
            }
        }
    }

    @Override
    public void flush() {
        task.get().emitter.flush();
    }

    @Override
    public void reportError(Throwable error) {
        errors.report(componentId, task.get().taskId, "reportError", error);
    }

    /** Fails an input whose execute threw, so its spout can replay it at once rather than after a timeout. */
    void failAfterCrash(Tuple input) {
        if (failTrees(input)) {
            stats.of(input).failed.increment();
        }
    }

    /** Fails the trees of a tuple nobody will ack; returns whether it had any and was not yet acked or failed. */
    static boolean failTrees(Tuple input) {
        if (input instanceof AnchoredTuple anchored && !anchored.done) {
            anchored.done = true;
            for (TupleTree tree : anchored.trees) {
                tree.fail();
            }
            return true;
        }
        return false;
    }
}
