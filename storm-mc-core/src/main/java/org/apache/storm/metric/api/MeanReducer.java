package org.apache.storm.metric.api;

/** Mean of the numbers (Integer, Long or Double) seen in a bucket, as a Double; null when there were none. */
public class MeanReducer implements IReducer<MeanReducerState> {

    @Override
    public MeanReducerState init() {
        return new MeanReducerState();
    }

    @Override
    public MeanReducerState reduce(MeanReducerState acc, Object input) {
        if (input instanceof Double || input instanceof Long || input instanceof Integer) {
            acc.sum += ((Number) input).doubleValue();
        } else {
            throw new RuntimeException("MeanReducer::reduce called with unsupported input type `"
                + (input == null ? "null" : input.getClass()) + "`. Supported types are Double, Long, Integer.");
        }
        acc.count++;
        return acc;
    }

    @Override
    public Object extractResult(MeanReducerState acc) {
        if (acc.count == 0) {
            return null;
        }
        return acc.sum / acc.count;
    }
}
