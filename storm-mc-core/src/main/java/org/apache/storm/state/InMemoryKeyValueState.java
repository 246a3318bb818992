package org.apache.storm.state;

import java.util.Collections;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Key-value state held in memory with two-phase commit: {@link #prepareCommit} snapshots the current entries,
 * {@link #commit(long)} makes that snapshot the committed one, {@link #rollback} returns to the committed entries.
 * Maps are copied at each step; values are shared, so they should not be mutated in place.
 */
public class InMemoryKeyValueState<K, V> implements KeyValueState<K, V> {
    private Map<K, V> current;
    private Map<K, V> committed;
    private Map<K, V> prepared;
    private long preparedTxid = -1;
    private final Consumer<Map<Object, Object>> onCommit;

    public InMemoryKeyValueState() {
        this(new HashMap<>(), null);
    }

    /** A state starting from a committed snapshot; {@code onCommit} receives a copy of each new committed snapshot. */
    @SuppressWarnings("unchecked")
    InMemoryKeyValueState(Map<Object, Object> committedSnapshot, Consumer<Map<Object, Object>> onCommit) {
        this.committed = new HashMap<>((Map<K, V>) committedSnapshot);
        this.current = new HashMap<>(committed);
        this.onCommit = onCommit;
    }

    @Override
    public void put(K key, V value) {
        current.put(key, value);
    }

    @Override
    public V get(K key) {
        return current.get(key);
    }

    @Override
    public V get(K key, V defaultValue) {
        V v = current.get(key);
        return v != null ? v : defaultValue;
    }

    @Override
    public V delete(K key) {
        return current.remove(key);
    }

    @Override
    public Iterator<Map.Entry<K, V>> iterator() {
        return Collections.unmodifiableMap(current).entrySet().iterator();
    }

    @Override
    public void prepareCommit(long txid) {
        prepared = new HashMap<>(current);
        preparedTxid = txid;
    }

    @Override
    public void commit(long txid) {
        if (prepared != null && preparedTxid == txid) {
            publish(prepared);
        } else {
            publish(new HashMap<>(current)); // nothing prepared for this transaction: commit what there is
        }
        prepared = null;
    }

    @Override
    public void commit() {
        publish(new HashMap<>(current));
        prepared = null;
    }

    private void publish(Map<K, V> snapshot) {
        committed = snapshot;
        if (onCommit != null) {
            onCommit.accept(new HashMap<>(snapshot));
        }
    }

    @Override
    public void rollback() {
        current = new HashMap<>(committed);
        prepared = null;
    }

    @Override
    public String toString() {
        return "InMemoryKeyValueState{current=" + current + ", committed=" + committed
            + (prepared == null ? "" : ", prepared(txid " + preparedTxid + ")=" + prepared) + "}";
    }
}
