package org.apache.storm.streams.processors;

import org.apache.storm.streams.operations.FlatMapFunction;

/** Forwards every element the function returns for a value. */
public class FlatMapProcessor<T, R> extends BaseProcessor<T> {
    private static final long serialVersionUID = 1L;
    private final FlatMapFunction<T, R> function;

    public FlatMapProcessor(FlatMapFunction<T, R> function) {
        this.function = function;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void execute(T input) {
        for (R element : function.apply(input)) {
            context.forward(element);
        }
    }
}
