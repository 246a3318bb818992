package org.apache.storm.tuple;

import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.io.IOException;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * The acking identity of a tuple: for every spout tuple tree it belongs to (root id), the XOR contribution of this
 * tuple's edge. Unanchored tuples have an empty map.
 */
public class MessageId {
    /** Unanchored ids are immutable and all equal, so the hot path shares one instance. */
    private static final MessageId UNANCHORED = new MessageId(Collections.emptyMap());

    private final Map<Long, Long> anchorsToIds;

    protected MessageId(Map<Long, Long> anchorsToIds) {
        this.anchorsToIds = anchorsToIds;
    }

    public static long generateId(Random rand) {
        return rand.nextLong();
    }

    public static MessageId makeUnanchored() {
        return UNANCHORED;
    }

    public static MessageId makeId(Map<Long, Long> anchorsToIds) {
        return new MessageId(anchorsToIds);
    }

    public static MessageId makeRootId(long id, long val) {
        Map<Long, Long> anchorsToIds = new HashMap<>(2);
        anchorsToIds.put(id, val);
        return new MessageId(anchorsToIds);
    }

    /** Reads the format written by {@link #serialize(Output)}. */
    public static MessageId deserialize(Input in) throws IOException {
        int count = in.readInt(true);
        Map<Long, Long> anchorsToIds = new HashMap<>(Math.max(2, count * 2));
        for (int i = 0; i < count; i++) {
            long root = in.readLong();
            long edge = in.readLong();
            anchorsToIds.put(root, edge);
        }
        return new MessageId(anchorsToIds);
    }

    public Map<Long, Long> getAnchorsToIds() {
        return anchorsToIds;
    }

    public Set<Long> getAnchors() {
        return anchorsToIds.keySet();
    }

    @Override
    public int hashCode() {
        return anchorsToIds.hashCode();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof MessageId && anchorsToIds.equals(((MessageId) other).anchorsToIds);
    }

    @Override
    public String toString() {
        return anchorsToIds.toString();
    }

    /** Writes the entry count as a positive varint, then each (root, edge) pair as two longs. */
    public void serialize(Output out) throws IOException {
        out.writeInt(anchorsToIds.size(), true);
        for (Map.Entry<Long, Long> entry : anchorsToIds.entrySet()) {
            out.writeLong(entry.getKey());
            out.writeLong(entry.getValue());
        }
    }
}
