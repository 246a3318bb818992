package org.apache.storm.streams.operations;

/** A condition on a value. */
public interface Predicate<T> extends Operation {
    boolean test(T input);
}
