package org.apache.storm.trident.operation.impl;

import java.util.List;
import java.util.Map;
import org.apache.storm.trident.operation.ReducerAggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.operation.TridentOperationContext;
import org.apache.storm.trident.state.StateUpdater;
import org.apache.storm.trident.state.snapshot.Snapshottable;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Values;

/** Reduces a batch's tuples into a one-value state ({@code Stream.persistentAggregate} with a reducer). */
@SuppressWarnings({"rawtypes", "unchecked"})
public class ReducerAggStateUpdater implements StateUpdater<Snapshottable> {
    ReducerAggregator agg;

    public ReducerAggStateUpdater(ReducerAggregator agg) {
        this.agg = agg;
    }

    @Override
    public void updateState(Snapshottable state, List<TridentTuple> tuples, TridentCollector collector) {
        Object updated = state.update(old -> {
            Object value = old == null ? agg.init() : old;
            for (TridentTuple t : tuples) {
                value = agg.reduce(value, t);
            }
            return value;
        });
        collector.emit(new Values(updated));
    }

    @Override
    public void prepare(Map<String, Object> conf, TridentOperationContext context) {
    }

    @Override
    public void cleanup() {
    }
}
