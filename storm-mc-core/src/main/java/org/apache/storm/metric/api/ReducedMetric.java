package org.apache.storm.metric.api;

/** Reduces the updates of a bucket with an {@link IReducer}; reports the extracted result. */
@SuppressWarnings({"rawtypes", "unchecked"})
public class ReducedMetric implements IMetric {
    private final IReducer reducer;
    private Object accumulator;

    public ReducedMetric(IReducer reducer) {
        this.reducer = reducer;
        this.accumulator = reducer.init();
    }

    public void update(Object value) {
        accumulator = reducer.reduce(accumulator, value);
    }

    @Override
    public Object getValueAndReset() {
        Object ret = reducer.extractResult(accumulator);
        accumulator = reducer.init();
        return ret;
    }
}
