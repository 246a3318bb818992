package io.github.stormmc.executor;

import io.github.stormmc.ack.TupleTree;
import io.github.stormmc.routing.StreamRouter;
import io.github.stormmc.stats.ExecutorStats;
import io.github.stormmc.stats.OutputCounters;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.apache.storm.hooks.info.EmitInfo;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.MessageId;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.TupleImpl;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One task's emit path: look up the stream's router, pick targets, create one tuple per target (the only
 * allocation Storm's API forces for unanchored tuples) and hand each to its target queue. Anchored and reliable
 * emits also give every new tuple a random edge id in each tree it joins, exactly as Storm's acker protocol does.
 * Owned by the task's executor thread.
 */
final class TaskEmitter {
    private static final Logger LOG = LoggerFactory.getLogger(TaskEmitter.class);
    /** Tuples outside any tuple tree all share one immutable, empty message id. */
    static final MessageId UNANCHORED = MessageId.makeUnanchored();
    private static final TupleTree[] NO_TREES = new TupleTree[0];

    private final String componentId;
    private final int taskId;
    private final TopologyContext context;
    private final Map<String, StreamRouter> routers;
    private final TupleTransfer transfer;
    private final ExecutorStats stats;
    private final boolean debug;
    private final SplittableRandom random;
    /** Declared streams, resolved once; {@link #lastStream} answers repeated emits on one stream without a lookup. */
    private final Map<String, StreamOut> streams = new HashMap<>();
    private StreamOut lastStream;

    TaskEmitter(String componentId, int taskId, TopologyContext context, Map<String, StreamRouter> routers,
                TupleTransfer transfer, ExecutorStats stats, boolean debug) {
        this.componentId = componentId;
        this.taskId = taskId;
        this.context = context;
        this.routers = routers;
        this.transfer = transfer;
        this.stats = stats;
        this.debug = debug;
        this.random = new SplittableRandom(System.nanoTime() ^ ((long) taskId << 32));
        routers.forEach((id, router) -> streams.put(id, new StreamOut(id, router)));
    }

    /** One declared output stream: its router, and its counters once something was emitted on it. */
    private static final class StreamOut {
        final String streamId;
        final StreamRouter router;
        OutputCounters counters;

        StreamOut(String streamId, StreamRouter router) {
            this.streamId = streamId;
            this.router = router;
        }
    }

    /** Publishes tuples this task's executor buffered (OutputCollector.flush); a no-op off the executor thread. */
    void flush() {
        transfer.flushIfOwner();
    }

    /** A non-zero random id: zero would be invisible in a tree's XOR. */
    long nextId() {
        long id;
        do {
            id = random.nextLong();
        } while (id == 0L);
        return id;
    }

    /** Emit outside any tree (no anchors, or a spout emit without a message id). */
    List<Integer> emit(String streamId, List<Object> values) {
        List<Integer> targets = route(streamId, values);
        for (int i = 0, n = targets.size(); i < n; i++) {
            transfer.send(targets.get(i), new TupleImpl(context, values, componentId, taskId, streamId, UNANCHORED));
        }
        count(streamId, values, targets);
        return targets;
    }

    void emitDirect(int targetTask, String streamId, List<Object> values) {
        List<Integer> targets = routeDirect(targetTask, streamId, values);
        transfer.send(targetTask, new TupleImpl(context, values, componentId, taskId, streamId, UNANCHORED));
        count(streamId, values, targets);
    }

    /** A bolt's emit anchored to input tuples: each new tuple joins every tree of every anchor. */
    List<Integer> emitAnchored(String streamId, Collection<Tuple> anchors, List<Object> values) {
        List<Integer> targets = route(streamId, values);
        sendAnchored(streamId, anchors, values, targets);
        count(streamId, values, targets);
        return targets;
    }

    void emitDirectAnchored(int targetTask, String streamId, Collection<Tuple> anchors, List<Object> values) {
        List<Integer> targets = routeDirect(targetTask, streamId, values);
        sendAnchored(streamId, anchors, values, targets);
        count(streamId, values, targets);
    }

    /**
     * A spout's reliable emit: the tree is initialised with the XOR of its first tuples' edge ids before any of them
     * is published, so no ack can see a premature zero.
     */
    List<Integer> emitReliable(String streamId, List<Object> values, TupleTree tree) {
        return sendRooted(streamId, values, tree, route(streamId, values));
    }

    void emitDirectReliable(int targetTask, String streamId, List<Object> values, TupleTree tree) {
        sendRooted(streamId, values, tree, routeDirect(targetTask, streamId, values));
    }

    private List<Integer> sendRooted(String streamId, List<Object> values, TupleTree tree, List<Integer> targets) {
        int n = targets.size();
        long[] edges = new long[n];
        long xor = 0;
        for (int i = 0; i < n; i++) {
            edges[i] = nextId();
            xor ^= edges[i];
        }
        tree.init(xor);
        TupleTree[] trees = {tree};
        for (int i = 0; i < n; i++) {
            transfer.send(targets.get(i), new AnchoredTuple(context, values, componentId, taskId, streamId, trees,
                new long[] {edges[i]}));
        }
        count(streamId, values, targets);
        return targets;
    }

    private void sendAnchored(String streamId, Collection<Tuple> anchors, List<Object> values, List<Integer> targets) {
        if (targets.isEmpty()) {
            return; // no child tuple, so no edge joins any tree
        }
        if (!anyAnchored(anchors)) {
            for (int i = 0, n = targets.size(); i < n; i++) {
                transfer.send(targets.get(i), new TupleImpl(context, values, componentId, taskId, streamId, UNANCHORED));
            }
            return;
        }
        List<AnchoredTuple> anchored = anchoredOnly(anchors);
        if (anchored.size() == 1) {
            sendAnchoredToOne(streamId, anchored.get(0), values, targets);
            return;
        }
        for (int i = 0, n = targets.size(); i < n; i++) {
            List<TupleTree> trees = new ArrayList<>(2);
            List<Long> edges = new ArrayList<>(2);
            for (AnchoredTuple anchor : anchored) {
                long edge = nextId();
                anchor.updateAckVal(edge); // acked later on this same thread: anchor's ack carries this edge in
                for (TupleTree tree : anchor.trees) {
                    int at = indexOf(trees, tree);
                    if (at < 0) {
                        trees.add(tree);
                        edges.add(edge);
                    } else {
                        edges.set(at, edges.get(at) ^ edge);
                    }
                }
            }
            long[] edgeArray = new long[trees.size()];
            for (int t = 0; t < edgeArray.length; t++) {
                edgeArray[t] = edges.get(t);
            }
            transfer.send(targets.get(i), new AnchoredTuple(context, values, componentId, taskId, streamId,
                trees.toArray(NO_TREES), edgeArray));
        }
    }

    /**
     * The usual case, one anchor (a basic bolt's input): each child joins exactly the anchor's trees, which are
     * distinct, with one new edge id in all of them; the anchor's tree array is immutable and shared.
     */
    private void sendAnchoredToOne(String streamId, AnchoredTuple anchor, List<Object> values, List<Integer> targets) {
        TupleTree[] trees = anchor.trees;
        for (int i = 0, n = targets.size(); i < n; i++) {
            long edge = nextId();
            anchor.updateAckVal(edge);
            long[] edges = new long[trees.length];
            java.util.Arrays.fill(edges, edge);
            transfer.send(targets.get(i), new AnchoredTuple(context, values, componentId, taskId, streamId, trees,
                edges));
        }
    }

    private static int indexOf(List<TupleTree> trees, TupleTree tree) {
        for (int i = 0; i < trees.size(); i++) {
            if (trees.get(i) == tree) {
                return i;
            }
        }
        return -1;
    }

    /** Whether any anchor belongs to a tree: with acking off none does, and the emit needs no tree bookkeeping. */
    private static boolean anyAnchored(Collection<Tuple> anchors) {
        if (anchors == null || anchors.isEmpty()) {
            return false;
        }
        if (anchors instanceof List<Tuple> list) {
            for (int i = 0, n = list.size(); i < n; i++) { // indexed: no iterator for the usual singleton list
                if (list.get(i) instanceof AnchoredTuple at && at.trees.length > 0) {
                    return true;
                }
            }
            return false;
        }
        for (Tuple a : anchors) {
            if (a instanceof AnchoredTuple at && at.trees.length > 0) {
                return true;
            }
        }
        return false;
    }

    /** Anchors that belong to a tree; others (unanchored inputs, null entries, foreign tuples) add nothing. */
    private static List<AnchoredTuple> anchoredOnly(Collection<Tuple> anchors) {
        if (anchors == null || anchors.isEmpty()) {
            return List.of();
        }
        List<AnchoredTuple> result = new ArrayList<>(anchors.size());
        for (Tuple a : anchors) {
            if (a instanceof AnchoredTuple at && at.trees.length > 0) {
                result.add(at);
            }
        }
        return result;
    }

    private List<Integer> route(String streamId, List<Object> values) {
        List<Integer> targets = router(streamId).route(values);
        if (debug) {
            LOG.info("Emitting: {} (task {}) stream={} values={} targets={}", componentId, taskId, streamId, values, targets);
        }
        return targets;
    }

    private List<Integer> routeDirect(int targetTask, String streamId, List<Object> values) {
        router(streamId).checkDirect(targetTask, values);
        if (debug) {
            LOG.info("Emitting direct: {} (task {}) stream={} values={} target={}", componentId, taskId, streamId, values,
                targetTask);
        }
        return List.of(targetTask);
    }

    private void count(String streamId, List<Object> values, List<Integer> targets) {
        StreamOut stream = stream(streamId);
        OutputCounters counters = stream.counters;
        if (counters == null) {
            counters = stats.output(stream.streamId); // created on first emit: streams never emitted on stay unlisted
            stream.counters = counters;
        }
        counters.emitted.increment();
        stats.emits().increment();
        counters.transferred.add(targets.size());
        if (!context.getHooks().isEmpty()) {
            new EmitInfo(values, streamId, taskId, targets).applyOn(context);
        }
    }

    private StreamRouter router(String streamId) {
        return stream(streamId).router;
    }

    private StreamOut stream(String streamId) {
        StreamOut last = lastStream;
        if (last != null && last.streamId == streamId) {
            return last;
        }
        StreamOut found = streams.get(streamId);
        if (found == null) {
            throw new IllegalArgumentException("Component '" + componentId + "' (task " + taskId
                + ") emitted on undeclared stream '" + streamId + "'; declared streams: "
                + new java.util.TreeSet<>(routers.keySet()) + ". Declare it in declareOutputFields.");
        }
        lastStream = found;
        return found;
    }
}
