package org.apache.storm.streams.operations;

import org.apache.storm.streams.Pair;

/** Turns a value into a key-value pair. */
public interface PairFunction<T, K, V> extends Function<T, Pair<K, V>> {
}
