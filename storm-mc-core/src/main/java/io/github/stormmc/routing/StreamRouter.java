package io.github.stormmc.routing;

import java.util.ArrayList;
import java.util.List;
import org.apache.storm.tuple.Fields;

/**
 * Routes the tuples one source task emits on one declared stream: a precomputed selector per subscribing component
 * (in component id order) and the set of tasks allowed as {@code emitDirect} targets. Single-threaded, like the
 * task that owns it.
 */
public final class StreamRouter {
    private final String sourceComponent;
    private final int sourceTask;
    private final String streamId;
    private final Fields fields;
    /** The declared fields' count, read on every emit without going through {@link Fields}. */
    private final int arity;
    private final boolean directStream;
    private final TaskSelector[] selectors;
    private final boolean[] directTargets; // indexed by task id
    private final boolean[] regularTargets; // indexed by task id: tasks subscribed with a non-direct grouping

    StreamRouter(String sourceComponent, int sourceTask, String streamId, Fields fields, boolean directStream,
                 List<TaskSelector> selectors, boolean[] directTargets, boolean[] regularTargets) {
        this.sourceComponent = sourceComponent;
        this.sourceTask = sourceTask;
        this.streamId = streamId;
        this.fields = fields;
        this.arity = fields.size();
        this.directStream = directStream;
        this.selectors = selectors.toArray(new TaskSelector[0]);
        this.directTargets = directTargets;
        this.regularTargets = regularTargets;
    }

    public String streamId() {
        return streamId;
    }

    public Fields fields() {
        return fields;
    }

    /** Target tasks of a regular emit, in subscriber order; never null. */
    public List<Integer> route(List<Object> values) {
        checkArity(values);
        if (directStream) {
            throw new IllegalArgumentException("Component '" + sourceComponent + "' (task " + sourceTask
                + ") used emit() on direct stream '" + streamId + "'; a direct stream takes only emitDirect()");
        }
        switch (selectors.length) {
            case 0:
                return List.of();
            case 1:
                return selectors[0].select(values);
            default:
                List<Integer> all = new ArrayList<>();
                for (TaskSelector selector : selectors) {
                    all.addAll(selector.select(values));
                }
                return all;
        }
    }

    /** Checks an {@code emitDirect} to {@code taskId}; returns whether the task subscribes to this stream. */
    public boolean checkDirect(int taskId, List<Object> values) {
        checkArity(values);
        if (!directStream) {
            throw new IllegalArgumentException("Component '" + sourceComponent + "' (task " + sourceTask
                + ") used emitDirect() on stream '" + streamId + "', which is not declared direct; declare it with "
                + "declarer.declareStream(\"" + streamId + "\", true, fields)");
        }
        if (taskId >= 0 && taskId < regularTargets.length && regularTargets[taskId]) {
            throw new IllegalArgumentException("Component '" + sourceComponent + "' (task " + sourceTask
                + ") used emitDirect() to task " + taskId + " on stream '" + streamId
                + "', but that task subscribes with a regular grouping, not directGrouping");
        }
        boolean consumer = taskId >= 0 && taskId < directTargets.length && directTargets[taskId];
        if (!consumer) {
            throw new IllegalArgumentException("Component '" + sourceComponent + "' (task " + sourceTask
                + ") used emitDirect() to task " + taskId + " on stream '" + streamId
                + "', but task " + taskId + " does not subscribe to that stream with directGrouping");
        }
        return true;
    }

    private void checkArity(List<Object> values) {
        if (values.size() != arity) {
            throw new IllegalArgumentException("Component '" + sourceComponent + "' (task " + sourceTask
                + ") emitted " + values.size() + " values on stream '" + streamId + "', which declares "
                + fields.size() + " fields " + fields.toList() + ": " + values);
        }
    }
}
