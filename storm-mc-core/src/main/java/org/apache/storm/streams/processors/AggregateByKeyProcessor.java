package org.apache.storm.streams.processors;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.operations.CombinerAggregator;

/**
 * Folds the values of each key into the key's accumulator. Results go out per key in the order keys first appeared;
 * with {@code emitAggregate}, as accumulators for a {@link MergeAggregateByKeyProcessor} downstream.
 */
public class AggregateByKeyProcessor<K, V, A, R> extends BaseProcessor<Pair<K, V>> implements BatchProcessor {
    private static final long serialVersionUID = 1L;
    private final CombinerAggregator<V, A, R> aggregator;
    private final boolean emitAggregate;
    private final Map<K, A> state = new LinkedHashMap<>();

    public AggregateByKeyProcessor(CombinerAggregator<V, A, R> aggregator) {
        this(aggregator, false);
    }

    public AggregateByKeyProcessor(CombinerAggregator<V, A, R> aggregator, boolean emitAggregate) {
        this.aggregator = aggregator;
        this.emitAggregate = emitAggregate;
    }

    @Override
    public void execute(Pair<K, V> input) {
        K key = input.getFirst();
        A accumulator = state.containsKey(key) ? state.get(key) : aggregator.init();
        A updated = aggregator.apply(accumulator, input.getSecond());
        state.put(key, updated);
        mayBeForwardAggUpdate(() -> output(key, updated));
    }

    private Pair<K, ?> output(K key, A accumulator) {
        return Pair.of(key, emitAggregate ? accumulator : aggregator.result(accumulator));
    }

    @Override
    @SuppressWarnings("unchecked")
    public void finish() {
        for (Map.Entry<K, A> entry : state.entrySet()) {
            context.forward(output(entry.getKey(), entry.getValue()));
        }
        state.clear();
    }

    @Override
    public String toString() {
        return "AggregateByKeyProcessor{aggregator=" + aggregator + ", emitAggregate=" + emitAggregate + ", state="
            + state + "}";
    }
}
