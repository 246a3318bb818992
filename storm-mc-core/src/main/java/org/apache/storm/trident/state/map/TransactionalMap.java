package org.apache.storm.trident.state.map;

import java.util.ArrayList;
import java.util.List;
import org.apache.storm.trident.state.TransactionalValue;
import org.apache.storm.trident.state.ValueUpdater;

/**
 * A map state for transactional spouts: each value remembers the transaction that wrote it, and an update from that
 * same transaction (a replay, which carries the same batch) is skipped.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public class TransactionalMap<T> implements MapState<T> {
    IBackingMap<TransactionalValue> backing;
    Long currTx;

    protected TransactionalMap(IBackingMap<TransactionalValue> backing) {
        this.backing = backing;
    }

    public static <T> MapState<T> build(IBackingMap<TransactionalValue> backing) {
        return new TransactionalMap<>(backing);
    }

    @Override
    public List<T> multiGet(List<List<Object>> keys) {
        List<TransactionalValue> stored = backing.multiGet(keys);
        List<T> values = new ArrayList<>(keys.size());
        for (TransactionalValue v : stored) {
            values.add(v == null ? null : (T) v.getVal());
        }
        return values;
    }

    @Override
    public List<T> multiUpdate(List<List<Object>> keys, List<ValueUpdater> updaters) {
        List<TransactionalValue> stored = backing.multiGet(keys);
        List<T> result = new ArrayList<>(keys.size());
        List<List<Object>> changedKeys = new ArrayList<>();
        List<TransactionalValue> changedValues = new ArrayList<>();
        for (int i = 0; i < keys.size(); i++) {
            TransactionalValue old = stored.get(i);
            if (old != null && currTx != null && currTx.equals(old.getTxid())) {
                result.add((T) old.getVal());
                continue;
            }
            TransactionalValue updated = new TransactionalValue(currTx,
                    updaters.get(i).update(old == null ? null : old.getVal()));
            result.add((T) updated.getVal());
            changedKeys.add(keys.get(i));
            changedValues.add(updated);
        }
        if (!changedKeys.isEmpty()) {
            backing.multiPut(changedKeys, changedValues);
        }
        return result;
    }

    @Override
    public void multiPut(List<List<Object>> keys, List<T> vals) {
        List<TransactionalValue> wrapped = new ArrayList<>(vals.size());
        for (T v : vals) {
            wrapped.add(new TransactionalValue(currTx, v));
        }
        backing.multiPut(keys, wrapped);
    }

    @Override
    public void beginCommit(Long txid) {
        currTx = txid;
    }

    @Override
    public void commit(Long txid) {
        currTx = null;
    }
}
