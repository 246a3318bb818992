package org.apache.storm.trident.operation.impl;

import java.util.List;
import java.util.Map;
import org.apache.storm.trident.operation.CombinerAggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.operation.TridentOperationContext;
import org.apache.storm.trident.state.StateUpdater;
import org.apache.storm.trident.state.snapshot.Snapshottable;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Values;

/** Folds a batch's single combined value into a one-value state ({@code Stream.persistentAggregate}). */
@SuppressWarnings({"rawtypes", "unchecked"})
public class CombinerAggStateUpdater implements StateUpdater<Snapshottable> {
    CombinerAggregator agg;

    public CombinerAggStateUpdater(CombinerAggregator agg) {
        this.agg = agg;
    }

    @Override
    public void updateState(Snapshottable state, List<TridentTuple> tuples, TridentCollector collector) {
        if (tuples.size() != 1) {
            throw new IllegalArgumentException("A combiner state update takes the batch's one combined value, got "
                    + tuples.size() + " tuples: " + tuples);
        }
        Object batchValue = tuples.get(0).getValue(0);
        Object updated = state.update(old -> old == null ? batchValue : agg.combine(old, batchValue));
        collector.emit(new Values(updated));
    }

    @Override
    public void prepare(Map<String, Object> conf, TridentOperationContext context) {
    }

    @Override
    public void cleanup() {
    }
}
