package org.apache.storm.streams.processors;

import org.apache.storm.streams.Pair;
import org.apache.storm.streams.operations.FlatMapFunction;

/** Forwards a pair with the same key for every element the function returns for a pair's value. */
public class FlatMapValuesProcessor<K, V, R> extends BaseProcessor<Pair<K, V>> {
    private static final long serialVersionUID = 1L;
    private final FlatMapFunction<V, R> function;

    public FlatMapValuesProcessor(FlatMapFunction<V, R> function) {
        this.function = function;
    }

    @Override
    @SuppressWarnings("unchecked")
    protected void execute(Pair<K, V> input) {
        K key = input.getFirst();
        for (R element : function.apply(input.getSecond())) {
            context.forward(Pair.of(key, element));
        }
    }
}
