package org.apache.storm.streams.operations.mappers;

import org.apache.storm.streams.operations.Function;
import org.apache.storm.tuple.Tuple;

/** Extracts a typed value from a spout's tuple: the first step of a typed stream. */
public interface TupleValueMapper<T> extends Function<Tuple, T> {
}
