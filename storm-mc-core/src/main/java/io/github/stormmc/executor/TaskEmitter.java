package io.github.stormmc.executor;

import io.github.stormmc.routing.StreamRouter;
import io.github.stormmc.stats.ExecutorStats;
import java.util.List;
import java.util.Map;
import org.apache.storm.hooks.info.EmitInfo;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.MessageId;
import org.apache.storm.tuple.TupleImpl;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One task's emit path: look up the stream's router, pick targets, create one tuple per target (the only
 * allocation Storm's API forces) and hand each to its target queue. Owned by the task's executor thread.
 */
final class TaskEmitter {
    private static final Logger LOG = LoggerFactory.getLogger(TaskEmitter.class);
    /** Tuples outside any tuple tree all share one immutable, empty message id. */
    static final MessageId UNANCHORED = MessageId.makeUnanchored();

    private final String componentId;
    private final int taskId;
    private final TopologyContext context;
    private final Map<String, StreamRouter> routers;
    private final TupleTransfer transfer;
    private final ExecutorStats stats;
    private final boolean debug;

    TaskEmitter(String componentId, int taskId, TopologyContext context, Map<String, StreamRouter> routers,
                TupleTransfer transfer, ExecutorStats stats, boolean debug) {
        this.componentId = componentId;
        this.taskId = taskId;
        this.context = context;
        this.routers = routers;
        this.transfer = transfer;
        this.stats = stats;
        this.debug = debug;
    }

    List<Integer> emit(String streamId, List<Object> values) {
        StreamRouter router = router(streamId);
        List<Integer> targets = router.route(values);
        if (debug) {
            LOG.info("Emitting: {} (task {}) stream={} values={} targets={}", componentId, taskId, streamId, values, targets);
        }
        for (int i = 0, n = targets.size(); i < n; i++) {
            transfer.send(targets.get(i), new TupleImpl(context, values, componentId, taskId, streamId, UNANCHORED));
        }
        count(streamId, values, targets);
        return targets;
    }

    void emitDirect(int targetTask, String streamId, List<Object> values) {
        StreamRouter router = router(streamId);
        router.checkDirect(targetTask, values);
        List<Integer> targets = List.of(targetTask);
        if (debug) {
            LOG.info("Emitting direct: {} (task {}) stream={} values={} target={}", componentId, taskId, streamId, values,
                targetTask);
        }
        transfer.send(targetTask, new TupleImpl(context, values, componentId, taskId, streamId, UNANCHORED));
        count(streamId, values, targets);
    }

    private void count(String streamId, List<Object> values, List<Integer> targets) {
        stats.emitted().get(streamId).increment();
        stats.transferred().get(streamId).add(targets.size());
        if (!context.getHooks().isEmpty()) {
            new EmitInfo(values, streamId, taskId, targets).applyOn(context);
        }
    }

    private StreamRouter router(String streamId) {
        StreamRouter router = routers.get(streamId);
        if (router == null) {
            throw new IllegalArgumentException("Component '" + componentId + "' (task " + taskId
                + ") emitted on undeclared stream '" + streamId + "'; declared streams: "
                + new java.util.TreeSet<>(routers.keySet()) + ". Declare it in declareOutputFields.");
        }
        return router;
    }
}
