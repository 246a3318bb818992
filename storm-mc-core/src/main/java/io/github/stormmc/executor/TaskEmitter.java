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
    /** Created on first use: a logger made at class initialisation would start log4j2 before the first tuple. */
    private static final class Log {
        static final Logger LOG = LoggerFactory.getLogger(TaskEmitter.class);
    }
    /** Tuples outside any tuple tree all share one immutable, empty message id. */
    static final MessageId UNANCHORED = MessageId.makeUnanchored();
    private static final TupleTree[] NO_TREES = new TupleTree[0];

    private final String componentId;
    private final int taskId;
    private final TopologyContext context;
    private final TupleTransfer transfer;
    private final ExecutorStats stats;
    private final boolean debug;
    /** The context's own hook list (hooks may be added to it after this emitter exists). */
    private final List<org.apache.storm.hooks.ITaskHook> hooks;
    /** Every emit of the executor: a spout round reads it to tell whether the round emitted. */
    private final io.github.stormmc.stats.Counter emits;
    private final SplittableRandom random;
    /** Declared streams, resolved once; {@link #lastStream} answers repeated emits on one stream without a lookup. */
    private final Map<String, StreamOut> streams = new HashMap<>();
    private StreamOut lastStream;

    TaskEmitter(String componentId, int taskId, TopologyContext context, Map<String, StreamRouter> routers,
                TupleTransfer transfer, ExecutorStats stats, boolean debug) {
        this.componentId = componentId;
        this.taskId = taskId;
        this.context = context;
        this.transfer = transfer;
        this.stats = stats;
        this.debug = debug;
        this.hooks = context.getHooks();
        this.emits = stats.emits();
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
        StreamOut out = stream(streamId);
        List<Integer> targets = route(out, values);
        sendUnanchored(out.streamId, values, targets);
        count(out, values, targets);
        return targets;
    }

    void emitDirect(int targetTask, String streamId, List<Object> values) {
        StreamOut out = stream(streamId);
        List<Integer> targets = routeDirect(out, targetTask, values);
        sendUnanchored(out.streamId, values, targets);
        count(out, values, targets);
    }

    /** A bolt's emit anchored to input tuples: each new tuple joins every tree of every anchor. */
    List<Integer> emitAnchored(String streamId, Collection<Tuple> anchors, List<Object> values) {
        StreamOut out = stream(streamId);
        List<Integer> targets = route(out, values);
        sendAnchored(out.streamId, anchors, values, targets);
        count(out, values, targets);
        return targets;
    }

    void emitDirectAnchored(int targetTask, String streamId, Collection<Tuple> anchors, List<Object> values) {
        StreamOut out = stream(streamId);
        List<Integer> targets = routeDirect(out, targetTask, values);
        sendAnchored(out.streamId, anchors, values, targets);
        count(out, values, targets);
    }

    /** {@link #emitAnchored} with at most one anchor (null for none), without an anchor collection. */
    List<Integer> emitAnchoredToOne(String streamId, Tuple anchor, List<Object> values) {
        StreamOut out = stream(streamId);
        List<Integer> targets = route(out, values);
        sendWithAnchor(out.streamId, anchor, values, targets);
        count(out, values, targets);
        return targets;
    }

    void emitDirectAnchoredToOne(int targetTask, String streamId, Tuple anchor, List<Object> values) {
        StreamOut out = stream(streamId);
        List<Integer> targets = routeDirect(out, targetTask, values);
        sendWithAnchor(out.streamId, anchor, values, targets);
        count(out, values, targets);
    }

    /**
     * A spout's reliable emit: the tree is initialised with the XOR of its first tuples' edge ids before any of them
     * is published, so no ack can see a premature zero.
     */
    List<Integer> emitReliable(String streamId, List<Object> values, TupleTree tree) {
        StreamOut out = stream(streamId);
        return sendRooted(out, values, tree, route(out, values));
    }

    List<Integer> emitDirectReliable(int targetTask, String streamId, List<Object> values, TupleTree tree) {
        StreamOut out = stream(streamId);
        return sendRooted(out, values, tree, routeDirect(out, targetTask, values));
    }

    private List<Integer> sendRooted(StreamOut out, List<Object> values, TupleTree tree, List<Integer> targets) {
        String streamId = out.streamId;
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
        count(out, values, targets);
        return targets;
    }

    private void sendUnanchored(String streamId, List<Object> values, List<Integer> targets) {
        for (int i = 0, n = targets.size(); i < n; i++) {
            transfer.send(targets.get(i), new TupleImpl(context, values, componentId, taskId, streamId, UNANCHORED));
        }
    }

    /** One anchor or none: the anchor's trees if it is in any, unanchored otherwise. */
    private void sendWithAnchor(String streamId, Tuple anchor, List<Object> values, List<Integer> targets) {
        if (anchor instanceof AnchoredTuple at && at.trees.length > 0) {
            if (!targets.isEmpty()) {
                sendAnchoredToOne(streamId, at, values, targets);
            }
        } else {
            sendUnanchored(streamId, values, targets); // acking off, or an anchor outside any tree
        }
    }

    private void sendAnchored(String streamId, Collection<Tuple> anchors, List<Object> values, List<Integer> targets) {
        if (targets.isEmpty()) {
            return; // no child tuple, so no edge joins any tree
        }
        List<AnchoredTuple> anchored = anchoredOnly(anchors);
        if (anchored.isEmpty()) {
            sendUnanchored(streamId, values, targets); // acking off, or anchors outside any tree
            return;
        }
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

    /**
     * Anchors that belong to a tree; others (unanchored inputs, null entries, foreign tuples) add nothing. Allocates
     * only when there is one: with acking off, anchored emits cost no list.
     */
    private static List<AnchoredTuple> anchoredOnly(Collection<Tuple> anchors) {
        if (anchors == null) {
            return List.of();
        }
        List<AnchoredTuple> result = null;
        for (Tuple a : anchors) {
            if (a instanceof AnchoredTuple at && at.trees.length > 0) {
                if (result == null) {
                    result = new ArrayList<>(anchors.size());
                }
                result.add(at);
            }
        }
        return result == null ? List.of() : result;
    }

    private List<Integer> route(StreamOut out, List<Object> values) {
        List<Integer> targets = out.router.route(values);
        if (debug) {
            Log.LOG.info("Emitting: {} (task {}) stream={} values={} targets={}", componentId, taskId, out.streamId, values,
                targets);
        }
        return targets;
    }

    private List<Integer> routeDirect(StreamOut out, int targetTask, List<Object> values) {
        out.router.checkDirect(targetTask, values);
        if (debug) {
            Log.LOG.info("Emitting direct: {} (task {}) stream={} values={} target={}", componentId, taskId, out.streamId,
                values, targetTask);
        }
        return List.of(targetTask);
    }

    private void count(StreamOut out, List<Object> values, List<Integer> targets) {
        OutputCounters counters = out.counters;
        if (counters == null) {
            counters = stats.output(out.streamId); // created on first emit: streams never emitted on stay unlisted
            out.counters = counters;
        }
        counters.emitted.increment();
        emits.increment();
        counters.transferred.add(targets.size());
        if (!hooks.isEmpty()) {
            new EmitInfo(values, out.streamId, taskId, targets).applyOn(context);
        }
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
                + new java.util.TreeSet<>(streams.keySet()) + ". Declare it in declareOutputFields.");
        }
        lastStream = found;
        return found;
    }
}
