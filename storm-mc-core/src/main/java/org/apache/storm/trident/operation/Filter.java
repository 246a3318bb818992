package org.apache.storm.trident.operation;

import org.apache.storm.trident.tuple.TridentTuple;

/** Keeps the tuples for which {@link #isKeep} is true. */
public interface Filter extends EachOperation {
    boolean isKeep(TridentTuple tuple);
}
