package io.github.stormmc.executor;

import io.github.stormmc.ack.TupleTree;
import java.util.List;
import org.apache.storm.task.GeneralTopologyContext;
import org.apache.storm.tuple.MessageId;
import org.apache.storm.tuple.TupleImpl;

/**
 * A tuple that belongs to one or more tuple trees. Besides Storm's {@link MessageId} (root id to edge id, for user
 * code that inspects it) it keeps direct references to its trees, so acking needs no lookup. {@code edges[i]} is
 * this tuple's edge id in {@code trees[i]}.
 */
final class AnchoredTuple extends TupleImpl {
    final TupleTree[] trees;
    final long[] edges;
    /** Set by the receiving task's ack or fail; a second one is a user error. Receiving thread only. */
    boolean done;

    AnchoredTuple(GeneralTopologyContext context, List<Object> values, String srcComponent, int taskId, String streamId,
                  MessageId id, TupleTree[] trees, long[] edges) {
        super(context, values, srcComponent, taskId, streamId, id);
        this.trees = trees;
        this.edges = edges;
    }
}
