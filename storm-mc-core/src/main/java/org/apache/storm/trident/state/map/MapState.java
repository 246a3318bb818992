package org.apache.storm.trident.state.map;

import java.util.List;
import org.apache.storm.trident.state.ValueUpdater;

/** A map state that can be updated: per key, the updater computes the new value from the stored one. */
@SuppressWarnings("rawtypes")
public interface MapState<T> extends ReadOnlyMapState<T> {
    List<T> multiUpdate(List<List<Object>> keys, List<ValueUpdater> updaters);

    void multiPut(List<List<Object>> keys, List<T> vals);
}
