package org.apache.storm.streams.processors;

import org.apache.storm.streams.operations.CombinerAggregator;

/** Merges the partial accumulators of several tasks, starting each batch from {@code init()}. */
public class MergeAggregateProcessor<T, A, R> extends BaseProcessor<A> implements BatchProcessor {
    private static final long serialVersionUID = 1L;
    private final CombinerAggregator<T, A, R> aggregator;
    private A state;
    private boolean started;

    public MergeAggregateProcessor(CombinerAggregator<T, A, R> aggregator) {
        this.aggregator = aggregator;
    }

    @Override
    protected void execute(A input) {
        if (!started) {
            state = aggregator.init();
            started = true;
        }
        state = aggregator.merge(state, input);
        mayBeForwardAggUpdate(() -> aggregator.result(state));
    }

    @Override
    @SuppressWarnings("unchecked")
    public void finish() {
        if (started) {
            context.forward(aggregator.result(state));
            state = null;
            started = false;
        }
    }
}
