package org.apache.storm.streams.operations;

/** A one-to-one transformation. */
public interface Function<T, R> extends Operation {
    R apply(T input);
}
