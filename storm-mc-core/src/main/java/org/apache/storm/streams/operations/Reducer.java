package org.apache.storm.streams.operations;

/** Combines two values of the same type into one. */
public interface Reducer<T> extends BiFunction<T, T, T> {
    @Override
    T apply(T arg1, T arg2);
}
