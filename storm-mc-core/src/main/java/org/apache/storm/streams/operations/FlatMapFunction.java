package org.apache.storm.streams.operations;

/** A one-to-many transformation. */
public interface FlatMapFunction<T, R> extends Function<T, Iterable<R>> {
}
