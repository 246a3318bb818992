package org.apache.storm.trident.state.map;

import java.util.ArrayList;
import java.util.List;
import org.apache.storm.trident.state.ValueUpdater;

/** A map state that applies every update it is given: a replayed batch is applied again. */
@SuppressWarnings({"rawtypes", "unchecked"})
public class NonTransactionalMap<T> implements MapState<T> {
    IBackingMap<T> backing;

    protected NonTransactionalMap(IBackingMap<T> backing) {
        this.backing = backing;
    }

    public static <T> MapState<T> build(IBackingMap<T> backing) {
        return new NonTransactionalMap<>(backing);
    }

    @Override
    public List<T> multiGet(List<List<Object>> keys) {
        return backing.multiGet(keys);
    }

    @Override
    public List<T> multiUpdate(List<List<Object>> keys, List<ValueUpdater> updaters) {
        List<T> stored = backing.multiGet(keys);
        List<T> updated = new ArrayList<>(keys.size());
        for (int i = 0; i < keys.size(); i++) {
            updated.add((T) updaters.get(i).update(stored.get(i)));
        }
        backing.multiPut(keys, updated);
        return updated;
    }

    @Override
    public void multiPut(List<List<Object>> keys, List<T> vals) {
        backing.multiPut(keys, vals);
    }

    @Override
    public void beginCommit(Long txid) {
    }

    @Override
    public void commit(Long txid) {
    }
}
