package org.apache.storm.streams.processors;

import org.apache.storm.streams.Pair;
import org.apache.storm.streams.operations.Function;

/** Maps the value of each pair, keeping its key. */
public class MapValuesProcessor<K, V, R> extends BaseProcessor<Pair<K, V>> {
    private static final long serialVersionUID = 1L;
    private final Function<V, R> function;

    public MapValuesProcessor(Function<V, R> function) {
        this.function = function;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void execute(Pair<K, V> input) {
        context.forward(Pair.of(input.getFirst(), function.apply(input.getSecond())));
    }
}
