package org.apache.storm.trident.state.map;

import java.util.List;

/** The storage under a map state: plain batched reads and writes. */
public interface IBackingMap<T> {
    List<T> multiGet(List<List<Object>> keys);

    void multiPut(List<List<Object>> keys, List<T> vals);
}
