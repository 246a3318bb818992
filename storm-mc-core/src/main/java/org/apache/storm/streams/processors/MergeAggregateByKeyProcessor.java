package org.apache.storm.streams.processors;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.operations.CombinerAggregator;

/** Merges the partial accumulators of each key from several tasks, starting each key from {@code init()}. */
public class MergeAggregateByKeyProcessor<K, V, A, R> extends BaseProcessor<Pair<K, A>> implements BatchProcessor {
    private static final long serialVersionUID = 1L;
    protected final CombinerAggregator<V, A, R> aggregator;
    protected final Map<K, A> state = new LinkedHashMap<>();

    public MergeAggregateByKeyProcessor(CombinerAggregator<V, A, R> aggregator) {
        this.aggregator = aggregator;
    }

    @Override
    public void execute(Pair<K, A> input) {
        K key = input.getFirst();
        A accumulator = state.containsKey(key) ? state.get(key) : aggregator.init();
        A merged = aggregator.merge(accumulator, input.getSecond());
        state.put(key, merged);
        mayBeForwardAggUpdate(() -> Pair.of(key, aggregator.result(merged)));
    }

    @Override
    @SuppressWarnings("unchecked")
    public void finish() {
        for (Map.Entry<K, A> entry : state.entrySet()) {
            context.forward(Pair.of(entry.getKey(), aggregator.result(entry.getValue())));
        }
        state.clear();
    }
}
