package org.apache.storm.metric.api;

/** Folds updates into an accumulator of type T and extracts the reported value from it. */
public interface IReducer<T> {

    T init();

    T reduce(T accumulator, Object input);

    Object extractResult(T accumulator);
}
