package io.github.stormmc.trident.spout;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/** Per-partition metadata of each transaction an emitter task has emitted, kept in memory until committed past. */
final class PartitionMetadata {
    /** Stands for a null metadata value, so "emitted with null" differs from "never emitted". */
    private static final Object NULL = new Object();

    private final Map<String, TreeMap<Long, Object>> byPartition = new HashMap<>();

    boolean has(String partition, long txid) {
        return history(partition).containsKey(txid);
    }

    Object get(String partition, long txid) {
        return unwrap(history(partition).get(txid));
    }

    /** The metadata of the closest earlier transaction, or null. */
    Object previous(String partition, long txid) {
        Map.Entry<Long, Object> entry = history(partition).lowerEntry(txid);
        return entry == null ? null : unwrap(entry.getValue());
    }

    void put(String partition, long txid, Object meta) {
        history(partition).put(txid, meta == null ? NULL : meta);
    }

    /** Forgets what later transactions emitted: they will be emitted again after this one. */
    void dropAfter(String partition, long txid) {
        history(partition).tailMap(txid, false).clear();
    }

    /** Keeps the committed transaction (the "previous" of the next) and everything after it. */
    void committed(long txid) {
        for (TreeMap<Long, Object> history : byPartition.values()) {
            history.headMap(txid).clear();
        }
    }

    private TreeMap<Long, Object> history(String partition) {
        return byPartition.computeIfAbsent(partition, p -> new TreeMap<>());
    }

    private static Object unwrap(Object value) {
        return value == NULL ? null : value;
    }
}
