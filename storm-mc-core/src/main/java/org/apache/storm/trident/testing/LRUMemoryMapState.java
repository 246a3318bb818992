package org.apache.storm.trident.testing;

import java.util.ArrayList;
import java.util.Collections;
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
import org.apache.storm.trident.state.map.SnapshottableMap;
import org.apache.storm.trident.state.snapshot.Snapshottable;
import org.apache.storm.trident.util.LRUMap;
import org.apache.storm.tuple.Values;

/**
 * {@link MemoryMapState} with a bound: each partition keeps at most {@code maxSize} keys and forgets the least
 * recently used ones, as a cache in front of a real store would. Opaque, so exactly-once updates hold for the keys
 * it still holds.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public class LRUMemoryMapState<T> implements Snapshottable<T>, ITupleCollection, MapState<T> {
    static ConcurrentHashMap<String, Map<List<Object>, Object>> dbs = new ConcurrentHashMap<>();
    LRUMemoryMapStateBacking<OpaqueValue> backing;
    SnapshottableMap<T> delegate;

    public LRUMemoryMapState(int cacheSize, String id) {
        backing = new LRUMemoryMapStateBacking<>(cacheSize, id);
        delegate = new SnapshottableMap<>(OpaqueMap.build(backing), new Values("$LRU-MEMORY-MAP-STATE-GLOBAL$"));
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
        delegate.beginCommit(txid);
    }

    @Override
    public void commit(Long txid) {
        delegate.commit(txid);
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

    /** Creates the bounded partitions of one state. */
    public static class Factory implements StateFactory {
        String id;
        int maxSize;

        public Factory(int maxSize) {
            this.id = UUID.randomUUID().toString();
            this.maxSize = maxSize;
        }

        @Override
        public State makeState(Map<String, Object> conf, IMetricsContext metrics, int partitionIndex,
                               int numPartitions) {
            return new LRUMemoryMapState(maxSize, id + partitionIndex);
        }
    }

    /** One partition's data: an LRU map shared JVM-wide under the partition's id, guarded by itself. */
    static class LRUMemoryMapStateBacking<T> implements IBackingMap<T>, ITupleCollection {
        Map<List<Object>, T> db;
        Long currTx;

        LRUMemoryMapStateBacking(int cacheSize, String id) {
            db = (Map) dbs.computeIfAbsent(id, k -> Collections.synchronizedMap(new LRUMap<>(cacheSize)));
        }

        public static void clearAll() {
            dbs.clear();
        }

        @Override
        public List<T> multiGet(List<List<Object>> keys) {
            List<T> values = new ArrayList<>(keys.size());
            for (List<Object> key : keys) {
                values.add(db.get(key));
            }
            return values;
        }

        @Override
        public void multiPut(List<List<Object>> keys, List<T> vals) {
            for (int i = 0; i < keys.size(); i++) {
                db.put(new ArrayList<>(keys.get(i)), vals.get(i));
            }
        }

        @Override
        public Iterator<List<Object>> getTuples() {
            List<List<Object>> tuples = new ArrayList<>();
            synchronized (db) {
                for (Map.Entry<List<Object>, T> e : db.entrySet()) {
                    List<Object> tuple = new ArrayList<>(e.getKey());
                    Object value = e.getValue();
                    tuple.add(value instanceof OpaqueValue ? ((OpaqueValue) value).getCurr() : value);
                    tuples.add(tuple);
                }
            }
            return tuples.iterator();
        }
    }
}
