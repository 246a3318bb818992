package io.github.stormmc.executor;

import io.github.stormmc.stats.ExecutorStats;
import java.util.List;
import org.apache.storm.hooks.info.SpoutAckInfo;
import org.apache.storm.spout.ISpout;
import org.apache.storm.spout.ISpoutOutputCollector;

/**
 * The engine side of a spout task's {@code SpoutOutputCollector}. Until tuple-tree acking lands (reliability issue),
 * a tuple emitted with a message id is acked at once on the spout's own thread, as Storm does with
 * {@code topology.acker.executors: 0}.
 */
final class SpoutCollector implements ISpoutOutputCollector {
    private final TaskUnitRef task;
    private final ExecutorStats stats;
    private final ErrorSink errors;
    private final String componentId;

    SpoutCollector(TaskUnitRef task, ExecutorStats stats, ErrorSink errors, String componentId) {
        this.task = task;
        this.stats = stats;
        this.errors = errors;
        this.componentId = componentId;
    }

    @Override
    public List<Integer> emit(String streamId, List<Object> tuple, Object messageId) {
        List<Integer> targets = task.get().emitter.emit(streamId, tuple);
        if (messageId != null) {
            ackNow(streamId, messageId);
        }
        return targets;
    }

    @Override
    public void emitDirect(int taskId, String streamId, List<Object> tuple, Object messageId) {
        task.get().emitter.emitDirect(taskId, streamId, tuple);
        if (messageId != null) {
            ackNow(streamId, messageId);
        }
    }

    private void ackNow(String streamId, Object messageId) {
        TaskUnit unit = task.get();
        ((ISpout) unit.component).ack(messageId);
        stats.acked().get(streamId).increment();
        if (!unit.context.getHooks().isEmpty()) {
            new SpoutAckInfo(messageId, unit.taskId, null).applyOn(unit.context);
        }
    }

    @Override
    public void flush() {
        // Emits are published immediately; nothing is buffered.
    }

    @Override
    public void reportError(Throwable error) {
        errors.report(componentId, task.get().taskId, "reportError", error);
    }

    @Override
    public long getPendingCount() {
        return 0; // every reliable emit is acked immediately (see class comment)
    }
}
