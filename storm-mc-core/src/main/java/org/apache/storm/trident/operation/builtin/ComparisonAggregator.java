package org.apache.storm.trident.operation.builtin;

import org.apache.storm.trident.operation.BaseAggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.tuple.TridentTuple;

/**
 * Keeps, per batch and partition, the tuple whose value wins {@link #compare} (the value of {@code inputFieldName},
 * or the whole tuple when it is null) and emits that tuple's values at the end. A later tuple replaces the kept one
 * when {@code compare} returns the later value, so ties go to the later tuple; null values never win.
 */
public abstract class ComparisonAggregator<T> extends BaseAggregator<ComparisonAggregator.State> {
    private static final long serialVersionUID = 1L;
    private final String inputFieldName;

    public ComparisonAggregator(String inputFieldName) {
        this.inputFieldName = inputFieldName;
    }

    /** The winner of two non-null values. */
    protected abstract T compare(T value1, T value2);

    @Override
    public State init(Object batchId, TridentCollector collector) {
        return new State();
    }

    @Override
    public void aggregate(State state, TridentTuple tuple, TridentCollector collector) {
        T value = valueFromTuple(tuple);
        if (value == null) {
            return;
        }
        T previous = state.previousTuple == null ? null : valueFromTuple(state.previousTuple);
        if (previous == null || compare(previous, value) == value) {
            state.previousTuple = tuple;
        }
    }

    @SuppressWarnings("unchecked")
    protected T valueFromTuple(TridentTuple tuple) {
        return (T) (inputFieldName == null ? tuple : tuple.getValueByField(inputFieldName));
    }

    @Override
    public void complete(State state, TridentCollector collector) {
        if (state.previousTuple != null) { // an empty batch emits nothing (Storm emits a null list there)
            collector.emit(state.previousTuple.getValues());
        }
    }

    /** The winning tuple so far. */
    public static class State {
        TridentTuple previousTuple;
    }
}
