package io.github.stormmc.executor;

import io.github.stormmc.ack.TupleTree;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.task.GeneralTopologyContext;
import org.apache.storm.tuple.MessageId;
import org.apache.storm.tuple.TupleImpl;

/**
 * A tuple that belongs to one or more tuple trees. It keeps direct references to its trees, so acking needs no
 * lookup; {@code edges[i]} is this tuple's edge id in {@code trees[i]}. Storm's {@link MessageId} (root id to edge
 * id) is built only if user code asks for it: the engine never needs the map.
 */
final class AnchoredTuple extends TupleImpl {
    final TupleTree[] trees;
    final long[] edges;
    /** Set by the receiving task's ack or fail; a second one is a user error. Receiving thread only. */
    boolean done;
    private MessageId messageId;

    AnchoredTuple(GeneralTopologyContext context, List<Object> values, String srcComponent, int taskId, String streamId,
                  TupleTree[] trees, long[] edges) {
        super(context, values, srcComponent, taskId, streamId, null);
        this.trees = trees;
        this.edges = edges;
    }

    @Override
    public MessageId getMessageId() {
        MessageId id = messageId;
        if (id == null) {
            Map<Long, Long> anchorsToIds = new HashMap<>(trees.length * 2);
            for (int i = 0; i < trees.length; i++) {
                anchorsToIds.put(trees[i].rootId(), edges[i]);
            }
            id = MessageId.makeId(anchorsToIds);
            messageId = id; // racy publication is harmless: every thread would build an equal id
        }
        return id;
    }
}
