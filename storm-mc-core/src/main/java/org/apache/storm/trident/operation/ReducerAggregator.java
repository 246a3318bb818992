package org.apache.storm.trident.operation;

import java.io.Serializable;
import org.apache.storm.trident.tuple.TridentTuple;

/** A sequential aggregation: starts from {@link #init()} and folds in each tuple. */
public interface ReducerAggregator<T> extends Serializable {
    T init();

    T reduce(T curr, TridentTuple tuple);
}
