package org.apache.storm.streams.operations;

/** Consumes a value with a side effect. */
public interface Consumer<T> extends Operation {
    void accept(T input);
}
