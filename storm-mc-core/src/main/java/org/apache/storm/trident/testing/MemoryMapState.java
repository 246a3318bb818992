package org.apache.storm.trident.testing;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.storm.task.IMetricsContext;
import org.apache.storm.trident.state.ITupleCollection;
import org.apache.storm.trident.state.OpaqueValue;
import org.apache.storm.trident.state.State;
import org.apache.storm.trident.state.StateFactory;
import org.apache.storm.trident.state.ValueUpdater;
import org.apache.storm.trident.state.map.IBackingMap;
import org.apache.storm.trident.state.map.MapState;
import org.apache.storm.trident.state.map.OpaqueMap;
import org.apache.storm.trident.state.map.RemovableMapState;
import org.apache.storm.trident.state.map.SnapshottableMap;
import org.apache.storm.trident.state.snapshot.Snapshottable;
import org.apache.storm.tuple.Values;

/**
 * An opaque map state in memory, for tests and examples. Partitions are kept in a JVM-wide map under the factory's
 * id plus the partition index, so every state object made for the same partition sees the same data.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public class MemoryMapState<T> implements Snapshottable<T>, ITupleCollection, MapState<T>, RemovableMapState<T> {
    static ConcurrentHashMap<String, Map<List<Object>, Object>> dbs = new ConcurrentHashMap<>();

    MemoryMapStateBacking<OpaqueValue> backing;
    SnapshottableMap<T> delegate;
    List<List<Object>> removed = new ArrayList<>();
    Long currTx;

    public MemoryMapState(String id) {
        backing = new MemoryMapStateBacking<>(id);
        delegate = new SnapshottableMap<>(OpaqueMap.build(backing), new Values("$MEMORY-MAP-STATE-GLOBAL$"));
    }

    @Override
    public T update(ValueUpdater updater) {
        return delegate.update(updater);
    }

    @Override
    public void set(T o) {
        delegate.set(o);
    }

    @Override
    public T get() {
        return delegate.get();
    }

    @Override
    public void beginCommit(Long txid) {
        currTx = txid;
        delegate.beginCommit(txid);
    }

    @Override
    public void commit(Long txid) {
        delegate.commit(txid);
        // Removals take effect with the transaction that asked for them.
        backing.remove(removed);
        removed.clear();
        currTx = null;
    }

    @Override
    public Iterator<List<Object>> getTuples() {
        return backing.getTuples();
    }

    @Override
    public List<T> multiUpdate(List<List<Object>> keys, List<ValueUpdater> updaters) {
        return delegate.multiUpdate(keys, updaters);
    }

    @Override
    public void multiPut(List<List<Object>> keys, List<T> vals) {
        delegate.multiPut(keys, vals);
    }

    @Override
    public List<T> multiGet(List<List<Object>> keys) {
        return delegate.multiGet(keys);
    }

    @Override
    public void multiRemove(List<List<Object>> keys) {
        removed.addAll(keys);
        if (currTx == null) {
            backing.remove(removed);
            removed.clear();
        }
    }

    /** Creates the partitions of one in-memory state. */
    public static class Factory implements StateFactory {
        String id;

        public Factory() {
            id = UUID.randomUUID().toString();
        }

        @Override
        public State makeState(Map<String, Object> conf, IMetricsContext metrics, int partitionIndex,
                               int numPartitions) {
            return new MemoryMapState(id + partitionIndex);
        }
    }

    /** One partition's data in the JVM-wide map. */
    static class MemoryMapStateBacking<T> implements IBackingMap<T> {
        private final Map<List<Object>, Object> db;

        MemoryMapStateBacking(String id) {
            db = dbs.computeIfAbsent(id, k -> new ConcurrentHashMap<>());
        }

        @Override
        public List<T> multiGet(List<List<Object>> keys) {
            List<T> values = new ArrayList<>(keys.size());
            for (List<Object> key : keys) {
                values.add((T) db.get(key));
            }
            return values;
        }

        @Override
        public void multiPut(List<List<Object>> keys, List<T> vals) {
            for (int i = 0; i < keys.size(); i++) {
                db.put(new ArrayList<>(keys.get(i)), vals.get(i));
            }
        }

        void remove(List<List<Object>> keys) {
            for (List<Object> key : keys) {
                db.remove(key);
            }
        }

        Iterator<List<Object>> getTuples() {
            List<List<Object>> tuples = new ArrayList<>();
            for (Map.Entry<List<Object>, Object> e : db.entrySet()) {
                List<Object> tuple = new ArrayList<>(e.getKey());
                Object value = e.getValue();
                tuple.add(value instanceof OpaqueValue ? ((OpaqueValue) value).getCurr() : value);
                tuples.add(tuple);
            }
            return tuples.iterator();
        }
    }
}
