package org.apache.storm.streams.processors;

import org.apache.storm.streams.operations.Reducer;

/** Reduces every value into one result: the first value, then the reducer applied to each next one. */
public class ReduceProcessor<T> extends BaseProcessor<T> implements BatchProcessor {
    private static final long serialVersionUID = 1L;
    private final Reducer<T> reducer;
    private T agg;
    private boolean started;

    public ReduceProcessor(Reducer<T> reducer) {
        this.reducer = reducer;
    }

    @Override
    public void execute(T input) {
        agg = started ? reducer.apply(agg, input) : input;
        started = true;
        mayBeForwardAggUpdate(() -> agg);
    }

    @Override
    @SuppressWarnings("unchecked")
    public void finish() {
        if (started) {
            context.forward(agg);
            agg = null;
            started = false;
        }
    }
}
