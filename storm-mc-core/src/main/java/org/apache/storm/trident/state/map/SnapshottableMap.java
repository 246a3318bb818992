package org.apache.storm.trident.state.map;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.apache.storm.trident.state.ValueUpdater;
import org.apache.storm.trident.state.snapshot.Snapshottable;

/** A map state that also holds one global value, stored under a fixed key. */
@SuppressWarnings({"rawtypes", "unchecked"})
public class SnapshottableMap<T> implements MapState<T>, Snapshottable<T> {
    MapState<T> delegate;
    List<List<Object>> keys;

    public SnapshottableMap(MapState<T> delegate, List<Object> snapshotKey) {
        this.delegate = delegate;
        this.keys = Collections.singletonList(snapshotKey);
    }

    @Override
    public List<T> multiGet(List<List<Object>> keys) {
        return delegate.multiGet(keys);
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
    public void beginCommit(Long txid) {
        delegate.beginCommit(txid);
    }

    @Override
    public void commit(Long txid) {
        delegate.commit(txid);
    }

    @Override
    public T get() {
        return multiGet(keys).get(0);
    }

    @Override
    public T update(ValueUpdater updater) {
        List<ValueUpdater> updaters = new ArrayList<>();
        updaters.add(updater);
        return multiUpdate(keys, updaters).get(0);
    }

    @Override
    public void set(T o) {
        multiPut(keys, Collections.singletonList(o));
    }
}
