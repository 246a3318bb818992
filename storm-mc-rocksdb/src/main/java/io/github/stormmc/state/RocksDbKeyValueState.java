package io.github.stormmc.state;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.state.Serializer;
import org.rocksdb.RocksDBException;
import org.rocksdb.WriteBatch;

/**
 * A {@link KeyValueState} in RocksDB with Storm's checkpoint protocol. Changes since the last prepare are kept in
 * memory; {@link #prepareCommit} writes them, with the transaction id, to a prepared area of the store; {@link #commit}
 * applies the prepared area to the data in one atomic write and clears it. So a process killed after a prepare keeps
 * the prepared changes: a fresh instance asked to commit that transaction (the checkpoint spout finishing a commit
 * after a restart) applies them, and one asked to roll back drops them. Keys and values are stored with the state
 * serializers; each state's keys are prefixed by its namespace, so states share one database per topology.
 */
public final class RocksDbKeyValueState<K, V> implements KeyValueState<K, V> {
    private static final byte DATA = 'd';
    private static final byte PREPARED = 'p';
    private static final byte PREPARED_TXID = 't';
    private static final byte PUT = 1;
    private static final byte DELETE = 0;

    private final RocksDbStore store;
    private final byte[] dataPrefix;
    private final byte[] preparedPrefix;
    private final byte[] preparedTxidKey;
    private final Serializer<K> keySerializer;
    private final Serializer<V> valueSerializer;
    /** Changes since the last prepare, by serialized key: a value, or null for a delete. */
    private Map<Bytes, byte[]> pending = new LinkedHashMap<>();
    /** Changes prepared and not yet committed (also in the store's prepared area). */
    private Map<Bytes, byte[]> prepared = new LinkedHashMap<>();
    private long preparedTxid = -1;

    RocksDbKeyValueState(RocksDbStore store, String namespace, Serializer<K> keySerializer,
                         Serializer<V> valueSerializer) {
        this.store = store;
        byte[] ns = namespace.getBytes(StandardCharsets.UTF_8);
        this.dataPrefix = prefix(DATA, ns);
        this.preparedPrefix = prefix(PREPARED, ns);
        this.preparedTxidKey = prefix(PREPARED_TXID, ns);
        this.keySerializer = keySerializer;
        this.valueSerializer = valueSerializer;
    }

    private static byte[] prefix(byte kind, byte[] namespace) {
        byte[] p = new byte[namespace.length + 2];
        p[0] = kind;
        System.arraycopy(namespace, 0, p, 1, namespace.length);
        p[p.length - 1] = 0; // ends the namespace: no namespace is a prefix of another's keys
        return p;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] c = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, c, a.length, b.length);
        return c;
    }

    @Override
    public void put(K key, V value) {
        pending.put(new Bytes(keySerializer.serialize(key)), valueSerializer.serialize(value));
    }

    @Override
    public V get(K key) {
        Bytes k = new Bytes(keySerializer.serialize(key));
        byte[] v;
        if (pending.containsKey(k)) {
            v = pending.get(k);
        } else if (prepared.containsKey(k)) {
            v = prepared.get(k);
        } else {
            v = store.get(concat(dataPrefix, k.bytes));
        }
        return v == null ? null : valueSerializer.deserialize(v);
    }

    @Override
    public V get(K key, V defaultValue) {
        V v = get(key);
        return v != null ? v : defaultValue;
    }

    @Override
    public V delete(K key) {
        V old = get(key);
        pending.put(new Bytes(keySerializer.serialize(key)), null);
        return old;
    }

    @Override
    public void prepareCommit(long txid) {
        Map<Bytes, byte[]> next = new LinkedHashMap<>(prepared);
        next.putAll(pending);
        try (WriteBatch batch = new WriteBatch()) {
            clearPrepared(batch);
            for (Map.Entry<Bytes, byte[]> e : next.entrySet()) {
                byte[] v = e.getValue();
                byte[] tagged = new byte[v == null ? 1 : v.length + 1];
                tagged[0] = v == null ? DELETE : PUT;
                if (v != null) {
                    System.arraycopy(v, 0, tagged, 1, v.length);
                }
                batch.put(concat(preparedPrefix, e.getKey().bytes), tagged);
            }
            batch.put(preparedTxidKey, ByteBuffer.allocate(Long.BYTES).putLong(txid).array());
            store.write(batch);
        } catch (RocksDBException e) {
            throw new IllegalStateException("Cannot prepare transaction " + txid, e);
        }
        prepared = next;
        pending = new LinkedHashMap<>();
        preparedTxid = txid;
    }

    @Override
    public void commit(long txid) {
        if (preparedTxid != txid) {
            // A fresh instance (restarted after a crash) finishing a commit: the prepared area holds the changes.
            byte[] stored = store.get(preparedTxidKey);
            if (stored == null || ByteBuffer.wrap(stored).getLong() != txid) {
                return; // nothing was prepared for this transaction
            }
            prepared = readPrepared();
        }
        apply(prepared);
        prepared = new LinkedHashMap<>();
        preparedTxid = -1;
    }

    @Override
    public void commit() {
        Map<Bytes, byte[]> all = new LinkedHashMap<>(prepared);
        all.putAll(pending);
        apply(all);
        prepared = new LinkedHashMap<>();
        pending = new LinkedHashMap<>();
        preparedTxid = -1;
    }

    @Override
    public void rollback() {
        pending = new LinkedHashMap<>();
        prepared = new LinkedHashMap<>();
        preparedTxid = -1;
        try (WriteBatch batch = new WriteBatch()) {
            clearPrepared(batch);
            store.write(batch);
        }
    }

    /** Applies changes to the data and clears the prepared area, in one atomic write. */
    private void apply(Map<Bytes, byte[]> changes) {
        try (WriteBatch batch = new WriteBatch()) {
            for (Map.Entry<Bytes, byte[]> e : changes.entrySet()) {
                byte[] k = concat(dataPrefix, e.getKey().bytes);
                if (e.getValue() == null) {
                    batch.delete(k);
                } else {
                    batch.put(k, e.getValue());
                }
            }
            clearPrepared(batch);
            store.write(batch);
        } catch (RocksDBException e) {
            throw new IllegalStateException("Cannot commit state", e);
        }
    }

    private void clearPrepared(WriteBatch batch) {
        try {
            for (Map.Entry<byte[], byte[]> e : store.scan(preparedPrefix)) {
                batch.delete(concat(preparedPrefix, e.getKey()));
            }
            batch.delete(preparedTxidKey);
        } catch (RocksDBException e) {
            throw new IllegalStateException("Cannot clear prepared state", e);
        }
    }

    private Map<Bytes, byte[]> readPrepared() {
        Map<Bytes, byte[]> changes = new LinkedHashMap<>();
        for (Map.Entry<byte[], byte[]> e : store.scan(preparedPrefix)) {
            byte[] tagged = e.getValue();
            changes.put(new Bytes(e.getKey()), tagged[0] == DELETE ? null : Arrays.copyOfRange(tagged, 1, tagged.length));
        }
        return changes;
    }

    /** The state's entries as of now (committed data, then prepared and pending changes), in no particular order. */
    @Override
    public Iterator<Map.Entry<K, V>> iterator() {
        Map<Bytes, byte[]> merged = new LinkedHashMap<>();
        for (Map.Entry<byte[], byte[]> e : store.scan(dataPrefix)) {
            merged.put(new Bytes(e.getKey()), e.getValue());
        }
        merged.putAll(prepared);
        merged.putAll(pending);
        List<Map.Entry<K, V>> entries = new ArrayList<>();
        for (Map.Entry<Bytes, byte[]> e : merged.entrySet()) {
            if (e.getValue() != null) {
                entries.add(new AbstractMap.SimpleImmutableEntry<>(keySerializer.deserialize(e.getKey().bytes),
                    valueSerializer.deserialize(e.getValue())));
            }
        }
        return entries.iterator();
    }

    /** A byte array with value equality, as a map key. */
    private record Bytes(byte[] bytes) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Bytes other && Arrays.equals(bytes, other.bytes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bytes);
        }
    }
}
