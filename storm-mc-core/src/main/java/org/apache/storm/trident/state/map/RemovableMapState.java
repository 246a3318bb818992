package org.apache.storm.trident.state.map;

import java.util.List;
import org.apache.storm.trident.state.State;

/** A map state whose keys can be removed. */
public interface RemovableMapState<T> extends State {
    void multiRemove(List<List<Object>> keys);
}
