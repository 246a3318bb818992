package org.apache.storm.streams.operations;

import org.apache.storm.streams.Pair;

/** Turns a value into zero or more key-value pairs. */
public interface PairFlatMapFunction<T, K, V> extends FlatMapFunction<T, Pair<K, V>> {
}
