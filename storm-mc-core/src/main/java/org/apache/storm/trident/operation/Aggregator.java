package org.apache.storm.trident.operation;

import org.apache.storm.trident.tuple.TridentTuple;

/** Folds all tuples of a batch (or of one group in a batch) into emitted values. */
public interface Aggregator<T> extends Operation {
    T init(Object batchId, TridentCollector collector);

    void aggregate(T val, TridentTuple tuple, TridentCollector collector);

    void complete(T val, TridentCollector collector);
}
