package io.github.stormmc.trident.ops;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.storm.trident.operation.Aggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.operation.TridentOperationContext;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;

/**
 * {@code chainedAgg()}: several aggregators over the same tuples; their emits are joined side by side (a cross
 * product when one emits several tuples).
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class ChainedAggregator implements Aggregator<Object[]> {
    private final Aggregator[] aggregators;
    private final Fields[] inputFields;
    private transient ProjectionFactory[] projections;
    private transient List<List<Object>>[] emitted;

    public ChainedAggregator(List<Aggregator> aggregators, List<Fields> inputFields) {
        this.aggregators = aggregators.toArray(new Aggregator[0]);
        this.inputFields = inputFields.toArray(new Fields[0]);
    }

    @Override
    public void prepare(Map<String, Object> conf, TridentOperationContext context) {
        projections = new ProjectionFactory[aggregators.length];
        for (int i = 0; i < aggregators.length; i++) {
            projections[i] = context.makeProjectionFactory(inputFields[i]);
            aggregators[i].prepare(conf, context);
        }
    }

    @Override
    public Object[] init(Object batchId, TridentCollector collector) {
        Object[] states = new Object[aggregators.length];
        for (int i = 0; i < aggregators.length; i++) {
            states[i] = aggregators[i].init(batchId, collector);
        }
        return states;
    }

    @Override
    public void aggregate(Object[] states, TridentTuple tuple, TridentCollector collector) {
        for (int i = 0; i < aggregators.length; i++) {
            aggregators[i].aggregate(states[i], projections[i].create(tuple), collector);
        }
    }

    @Override
    public void complete(Object[] states, TridentCollector collector) {
        List<List<Object>> combined = new ArrayList<>();
        combined.add(new ArrayList<>());
        for (int i = 0; i < aggregators.length; i++) {
            List<List<Object>> outputs = new ArrayList<>();
            aggregators[i].complete(states[i], new ListCollector(outputs));
            List<List<Object>> next = new ArrayList<>();
            for (List<Object> prefix : combined) {
                for (List<Object> out : outputs) {
                    List<Object> row = new ArrayList<>(prefix);
                    row.addAll(out);
                    next.add(row);
                }
            }
            combined = next;
        }
        for (List<Object> row : combined) {
            collector.emit(row);
        }
    }

    @Override
    public void cleanup() {
        for (Aggregator aggregator : aggregators) {
            aggregator.cleanup();
        }
    }

    /** Captures one aggregator's emits for the cross product. */
    private static final class ListCollector implements TridentCollector {
        private final List<List<Object>> sink;

        ListCollector(List<List<Object>> sink) {
            this.sink = sink;
        }

        @Override
        public void emit(List<Object> values) {
            sink.add(new ArrayList<>(values));
        }

        @Override
        public void flush() {
        }

        @Override
        public void reportError(Throwable t) {
            throw new RuntimeException(t);
        }
    }
}
