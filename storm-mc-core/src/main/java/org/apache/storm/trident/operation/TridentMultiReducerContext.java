package org.apache.storm.trident.operation;

import java.util.List;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;

/** The input tuple layouts of a multi-reducer, one per stream. */
public class TridentMultiReducerContext {
    List<TridentTuple.Factory> factories;

    public TridentMultiReducerContext(List<TridentTuple.Factory> factories) {
        this.factories = factories;
    }

    public ProjectionFactory makeProjectionFactory(int streamIndex, Fields fields) {
        return new ProjectionFactory(factories.get(streamIndex), fields);
    }
}
