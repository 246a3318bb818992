package org.apache.storm.trident.operation;

import java.io.Serializable;
import java.util.Map;
import org.apache.storm.trident.tuple.TridentTuple;

/** A {@link MultiReducer} run once per group key of several grouped streams. */
public interface GroupedMultiReducer<T> extends Serializable {
    void prepare(Map<String, Object> conf, TridentMultiReducerContext context);

    T init(TridentCollector collector, TridentTuple group);

    void execute(T state, int streamIndex, TridentTuple group, TridentTuple input, TridentCollector collector);

    void complete(T state, TridentTuple group, TridentCollector collector);

    void cleanup();
}
