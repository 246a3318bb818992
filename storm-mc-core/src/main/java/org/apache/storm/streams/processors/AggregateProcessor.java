package org.apache.storm.streams.processors;

import org.apache.storm.streams.operations.CombinerAggregator;

/**
 * Folds every value into one accumulator. With {@code emitAggregate} it forwards the accumulator itself (a partial
 * result for a {@link MergeAggregateProcessor} downstream), otherwise the aggregator's result.
 */
public class AggregateProcessor<T, A, R> extends BaseProcessor<T> implements BatchProcessor {
    private static final long serialVersionUID = 1L;
    private final CombinerAggregator<T, A, R> aggregator;
    private final boolean emitAggregate;
    private A state;
    private boolean started;

    public AggregateProcessor(CombinerAggregator<T, A, R> aggregator) {
        this(aggregator, false);
    }

    public AggregateProcessor(CombinerAggregator<T, A, R> aggregator, boolean emitAggregate) {
        this.aggregator = aggregator;
        this.emitAggregate = emitAggregate;
    }

    @Override
    public void execute(T input) {
        if (!started) {
            state = aggregator.init();
            started = true;
        }
        state = aggregator.apply(state, input);
        mayBeForwardAggUpdate(this::output);
    }

    private Object output() {
        return emitAggregate ? state : aggregator.result(state);
    }

    @Override
    @SuppressWarnings("unchecked")
    public void finish() {
        if (started) {
            context.forward(output());
            state = null;
            started = false;
        }
    }

    @Override
    public String toString() {
        return "AggregateProcessor{aggregator=" + aggregator + ", emitAggregate=" + emitAggregate + ", state=" + state
            + "}";
    }
}
