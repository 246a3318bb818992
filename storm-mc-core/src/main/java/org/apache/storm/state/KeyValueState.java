package org.apache.storm.state;

import java.util.Map;

/** Key-value state; iterating yields the current entries. */
public interface KeyValueState<K, V> extends State, Iterable<Map.Entry<K, V>> {

    void put(K key, V value);

    V get(K key);

    V get(K key, V defaultValue);

    /** Removes the key, returning its previous value. */
    V delete(K key);
}
