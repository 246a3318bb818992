package org.apache.storm.metric.api;

/** An associative combination of values with an identity element. */
public interface ICombiner<T> {

    T identity();

    T combine(T a, T b);
}
