package org.apache.storm.trident.operation;

import java.io.Serializable;
import org.apache.storm.trident.tuple.TridentTuple;

/** An associative aggregation: per-tuple values combined pairwise, starting from {@link #zero()}. */
public interface CombinerAggregator<T> extends Serializable {
    T init(TridentTuple tuple);

    T combine(T val1, T val2);

    T zero();
}
