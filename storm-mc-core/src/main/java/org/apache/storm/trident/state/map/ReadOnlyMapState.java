package org.apache.storm.trident.state.map;

import java.util.List;
import org.apache.storm.trident.state.State;

/** A state of values by key (a key is a list of values). */
public interface ReadOnlyMapState<T> extends State {
    List<T> multiGet(List<List<Object>> keys);
}
