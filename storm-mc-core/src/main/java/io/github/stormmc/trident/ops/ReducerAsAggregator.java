package io.github.stormmc.trident.ops;

import java.util.Map;
import org.apache.storm.trident.operation.Aggregator;
import org.apache.storm.trident.operation.ReducerAggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.operation.TridentOperationContext;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Values;

/** Runs a {@link ReducerAggregator} as an {@link Aggregator}: start from init(), reduce each tuple, emit. */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class ReducerAsAggregator implements Aggregator<Object[]> {
    private final ReducerAggregator reducer;

    public ReducerAsAggregator(ReducerAggregator reducer) {
        this.reducer = reducer;
    }

    @Override
    public Object[] init(Object batchId, TridentCollector collector) {
        return new Object[] {reducer.init()};
    }

    @Override
    public void aggregate(Object[] val, TridentTuple tuple, TridentCollector collector) {
        val[0] = reducer.reduce(val[0], tuple);
    }

    @Override
    public void complete(Object[] val, TridentCollector collector) {
        collector.emit(new Values(val[0]));
    }

    @Override
    public void prepare(Map<String, Object> conf, TridentOperationContext context) {
    }

    @Override
    public void cleanup() {
    }
}
