package org.apache.storm.trident.operation;

import java.io.Serializable;
import java.util.Map;
import org.apache.storm.trident.tuple.TridentTuple;

/** Reduces the tuples of several streams in one batch; {@code streamIndex} tells which stream a tuple came from. */
public interface MultiReducer<T> extends Serializable {
    void prepare(Map<String, Object> conf, TridentMultiReducerContext context);

    T init(TridentCollector collector);

    void execute(T state, int streamIndex, TridentTuple input, TridentCollector collector);

    void complete(T state, TridentCollector collector);

    void cleanup();
}
