package org.apache.storm.trident.operation.builtin;

import java.util.ArrayList;
import java.util.List;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.state.BaseQueryFunction;
import org.apache.storm.trident.state.snapshot.ReadOnlySnapshottable;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Values;

/** Answers every query tuple with the state's one snapshot value (e.g. a global count), read once per batch. */
@SuppressWarnings("rawtypes")
public class SnapshotGet extends BaseQueryFunction<ReadOnlySnapshottable, Object> {
    private static final long serialVersionUID = 1L;

    @Override
    public List<Object> batchRetrieve(ReadOnlySnapshottable state, List<TridentTuple> args) {
        Object snapshot = state.get();
        List<Object> results = new ArrayList<>(args.size());
        for (int i = 0; i < args.size(); i++) {
            results.add(snapshot);
        }
        return results;
    }

    @Override
    public void execute(TridentTuple tuple, Object result, TridentCollector collector) {
        collector.emit(new Values(result));
    }
}
