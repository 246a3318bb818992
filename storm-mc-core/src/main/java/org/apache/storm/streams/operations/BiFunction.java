package org.apache.storm.streams.operations;

/** A function of two arguments. */
public interface BiFunction<T, U, R> extends Operation {
    R apply(T t, U u);
}
