package org.apache.storm.trident.state;

import java.util.List;
import org.apache.storm.trident.operation.EachOperation;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.tuple.TridentTuple;

/** Reads a state for a whole batch at once, then emits per tuple from its result. */
public interface QueryFunction<S extends State, T> extends EachOperation {
    List<T> batchRetrieve(S state, List<TridentTuple> args);

    void execute(TridentTuple tuple, T result, TridentCollector collector);
}
