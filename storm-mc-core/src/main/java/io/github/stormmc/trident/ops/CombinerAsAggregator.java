package io.github.stormmc.trident.ops;

import java.util.Map;
import org.apache.storm.trident.operation.Aggregator;
import org.apache.storm.trident.operation.CombinerAggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.operation.TridentOperationContext;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Values;

/** Runs a {@link CombinerAggregator} as an {@link Aggregator}: start from zero, combine each tuple's value, emit. */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class CombinerAsAggregator implements Aggregator<Object[]> {
    private final CombinerAggregator combiner;

    public CombinerAsAggregator(CombinerAggregator combiner) {
        this.combiner = combiner;
    }

    @Override
    public Object[] init(Object batchId, TridentCollector collector) {
        return new Object[] {combiner.zero()};
    }

    @Override
    public void aggregate(Object[] val, TridentTuple tuple, TridentCollector collector) {
        val[0] = combiner.combine(val[0], combiner.init(tuple));
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
