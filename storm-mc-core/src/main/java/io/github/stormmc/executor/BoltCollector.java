package io.github.stormmc.executor;

import io.github.stormmc.stats.ExecutorStats;
import java.util.Collection;
import java.util.List;
import org.apache.storm.hooks.info.BoltAckInfo;
import org.apache.storm.hooks.info.BoltFailInfo;
import org.apache.storm.task.IOutputCollector;
import org.apache.storm.tuple.Tuple;

/**
 * The engine side of a bolt task's {@code OutputCollector}. Anchors are accepted but not yet tracked: until
 * tuple-tree acking lands (reliability issue), ack/fail are counted and reported to hooks only.
 */
final class BoltCollector implements IOutputCollector {
    private final TaskUnitRef task;
    private final ExecutorStats stats;
    private final ErrorSink errors;
    private final String componentId;

    BoltCollector(TaskUnitRef task, ExecutorStats stats, ErrorSink errors, String componentId) {
        this.task = task;
        this.stats = stats;
        this.errors = errors;
        this.componentId = componentId;
    }

    @Override
    public List<Integer> emit(String streamId, Collection<Tuple> anchors, List<Object> tuple) {
        return task.get().emitter.emit(streamId, tuple);
    }

    @Override
    public void emitDirect(int taskId, String streamId, Collection<Tuple> anchors, List<Object> tuple) {
        task.get().emitter.emitDirect(taskId, streamId, tuple);
    }

    @Override
    public void ack(Tuple input) {
        stats.acked().get(ExecutorStats.inputKey(input.getSourceComponent(), input.getSourceStreamId())).increment();
        TaskUnit unit = task.get();
        if (!unit.context.getHooks().isEmpty()) {
            new BoltAckInfo(input, unit.taskId, null).applyOn(unit.context);
        }
    }

    @Override
    public void fail(Tuple input) {
        stats.failed().get(ExecutorStats.inputKey(input.getSourceComponent(), input.getSourceStreamId())).increment();
        TaskUnit unit = task.get();
        if (!unit.context.getHooks().isEmpty()) {
            new BoltFailInfo(input, unit.taskId, null).applyOn(unit.context);
        }
    }

    @Override
    public void resetTimeout(Tuple input) {
        // Without tuple-tree tracking there is no timeout to reset.
    }

    @Override
    public void flush() {
        // Emits are published immediately; nothing is buffered.
    }

    @Override
    public void reportError(Throwable error) {
        errors.report(componentId, task.get().taskId, "reportError", error);
    }
}
