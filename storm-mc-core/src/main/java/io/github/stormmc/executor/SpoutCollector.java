package io.github.stormmc.executor;

import io.github.stormmc.ack.AckingMode;
import io.github.stormmc.ack.SpoutOutcomes;
import io.github.stormmc.ack.TupleTree;
import java.util.List;
import org.apache.storm.spout.ISpoutOutputCollector;

/**
 * The engine side of a spout task's {@code SpoutOutputCollector}. An emit with a message id starts a tuple tree
 * (unless {@code topology.acker.executors} is 0: then, as in Storm, the spout is acked at once, on its own thread).
 */
final class SpoutCollector implements ISpoutOutputCollector {
    private final TaskUnitRef task;
    private final SpoutExecutor executor;
    private final ErrorSink errors;
    private final String componentId;
    private final AckingMode acking;
    private final SpoutOutcomes outcomes;
    /** {@code __ack_init} messages Storm would send: one per tree whose root reached a task. */
    private final io.github.stormmc.stats.Counter initMessages;

    SpoutCollector(TaskUnitRef task, SpoutExecutor executor, ErrorSink errors, String componentId, AckingMode acking,
                   SpoutOutcomes outcomes) {
        this.task = task;
        this.executor = executor;
        this.errors = errors;
        this.componentId = componentId;
        this.acking = acking;
        this.outcomes = outcomes;
        this.initMessages = executor.stats().ackerMessages().get(AckerMessageHooks.INIT);
    }

    @Override
    public List<Integer> emit(String streamId, List<Object> tuple, Object messageId) {
        TaskUnit unit = task.get();
        if (messageId == null || !acking.tracking()) {
            List<Integer> targets = unit.emitter.emit(streamId, tuple);
            if (messageId != null) {
                executor.ackAtEmit(unit, streamId, messageId);
            }
            return targets;
        }
        TupleTree tree = newTree(unit, streamId, messageId);
        List<Integer> targets = unit.emitter.emitReliable(streamId, tuple, tree);
        track(unit, tree, !targets.isEmpty());
        return targets;
    }

    @Override
    public void emitDirect(int taskId, String streamId, List<Object> tuple, Object messageId) {
        TaskUnit unit = task.get();
        if (messageId == null || !acking.tracking()) {
            unit.emitter.emitDirect(taskId, streamId, tuple);
            if (messageId != null) {
                executor.ackAtEmit(unit, streamId, messageId);
            }
            return;
        }
        TupleTree tree = newTree(unit, streamId, messageId);
        boolean delivered = !unit.emitter.emitDirectReliable(taskId, streamId, tuple, tree).isEmpty();
        track(unit, tree, delivered);
    }

    private TupleTree newTree(TaskUnit unit, String streamId, Object messageId) {
        return new TupleTree(unit.emitter.nextId(), messageId, streamId, unit.taskId, outcomes, org.apache.storm.utils.Time.nanoTime());
    }

    /** Adds the tree to the task's pending list; a tree that reached no task is complete at once. */
    private void track(TaskUnit unit, TupleTree tree, boolean delivered) {
        if (delivered) {
            initMessages.increment(); // Storm acks a root that reached no task at once, without a message
        }
        if (!unit.context.getHooks().isEmpty()) {
            AckerMessageHooks.emitted(unit.context, unit.taskId, AckerMessageHooks.INIT, tree,
                List.of(tree.rootId(), tree.rootId(), unit.taskId)); // Storm sends its edge ids' XOR, an opaque number, second
        }
        unit.pending.add(tree);
        tree.completeIfEmpty();
    }

    @Override
    public void flush() {
        task.get().emitter.flush();
    }

    @Override
    public void reportError(Throwable error) {
        errors.report(componentId, task.get().taskId, "reportError", error);
    }

    @Override
    public long getPendingCount() {
        return task.get().pending.size();
    }
}
