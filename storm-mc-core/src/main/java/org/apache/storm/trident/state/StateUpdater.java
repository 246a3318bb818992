package org.apache.storm.trident.state;

import java.util.List;
import org.apache.storm.trident.operation.Operation;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.tuple.TridentTuple;

/** Applies a batch's tuples to a state; what it emits is the state's new-values stream. */
public interface StateUpdater<S extends State> extends Operation {
    void updateState(S state, List<TridentTuple> tuples, TridentCollector collector);
}
