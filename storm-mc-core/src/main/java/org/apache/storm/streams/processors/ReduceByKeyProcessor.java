package org.apache.storm.streams.processors;

import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.operations.Reducer;

/** Reduces the values of each key; results go out per key in the order keys first appeared. */
public class ReduceByKeyProcessor<K, V> extends BaseProcessor<Pair<K, V>> implements BatchProcessor {
    private static final long serialVersionUID = 1L;
    private final Reducer<V> reducer;
    private final Map<K, V> state = new LinkedHashMap<>();

    public ReduceByKeyProcessor(Reducer<V> reducer) {
        this.reducer = reducer;
    }

    @Override
    public void execute(Pair<K, V> input) {
        K key = input.getFirst();
        V reduced = state.containsKey(key) ? reducer.apply(state.get(key), input.getSecond()) : input.getSecond();
        state.put(key, reduced);
        mayBeForwardAggUpdate(() -> Pair.of(key, reduced));
    }

    @Override
    @SuppressWarnings("unchecked")
    public void finish() {
        for (Map.Entry<K, V> entry : state.entrySet()) {
            context.forward(Pair.of(entry.getKey(), entry.getValue()));
        }
        state.clear();
    }
}
