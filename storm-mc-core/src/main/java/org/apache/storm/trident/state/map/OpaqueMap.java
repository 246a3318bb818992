package org.apache.storm.trident.state.map;

import java.util.ArrayList;
import java.util.List;
import org.apache.storm.trident.state.OpaqueValue;
import org.apache.storm.trident.state.ValueUpdater;

/**
 * A map state for opaque spouts: each value keeps the value before its last transaction, so a replay of that
 * transaction, even with a different batch, is applied to the earlier value instead of on top of itself.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public class OpaqueMap<T> implements MapState<T> {
    IBackingMap<OpaqueValue> backing;
    Long currTx;

    protected OpaqueMap(IBackingMap<OpaqueValue> backing) {
        this.backing = backing;
    }

    public static <T> MapState<T> build(IBackingMap<OpaqueValue> backing) {
        return new OpaqueMap<>(backing);
    }

    @Override
    public List<T> multiGet(List<List<Object>> keys) {
        List<OpaqueValue> stored = backing.multiGet(keys);
        List<T> values = new ArrayList<>(keys.size());
        for (OpaqueValue v : stored) {
            values.add(v == null ? null : (T) v.get(currTx));
        }
        return values;
    }

    @Override
    public List<T> multiUpdate(List<List<Object>> keys, List<ValueUpdater> updaters) {
        List<OpaqueValue> stored = backing.multiGet(keys);
        List<OpaqueValue> updated = new ArrayList<>(keys.size());
        List<T> result = new ArrayList<>(keys.size());
        for (int i = 0; i < keys.size(); i++) {
            OpaqueValue old = stored.get(i);
            OpaqueValue next = old == null
                    ? new OpaqueValue(currTx, updaters.get(i).update(null))
                    : old.update(currTx, updaters.get(i).update(old.get(currTx)));
            updated.add(next);
            result.add((T) next.getCurr());
        }
        backing.multiPut(keys, updated);
        return result;
    }

    @Override
    public void multiPut(List<List<Object>> keys, List<T> vals) {
        List<OpaqueValue> stored = backing.multiGet(keys);
        List<OpaqueValue> updated = new ArrayList<>(keys.size());
        for (int i = 0; i < keys.size(); i++) {
            OpaqueValue old = stored.get(i);
            updated.add(old == null ? new OpaqueValue(currTx, vals.get(i)) : old.update(currTx, vals.get(i)));
        }
        backing.multiPut(keys, updated);
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
