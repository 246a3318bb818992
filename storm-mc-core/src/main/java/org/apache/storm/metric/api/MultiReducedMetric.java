package org.apache.storm.metric.api;

import java.util.HashMap;
import java.util.Map;

/** A family of reduced metrics keyed by name; keys whose result is null are left out of the report. */
@SuppressWarnings("rawtypes")
public class MultiReducedMetric implements IMetric {
    private final Map<String, ReducedMetric> metrics = new HashMap<>();
    private final IReducer reducer;

    public MultiReducedMetric(IReducer reducer) {
        this.reducer = reducer;
    }

    public ReducedMetric scope(String key) {
        return metrics.computeIfAbsent(key, k -> new ReducedMetric(reducer));
    }

    @Override
    public Map<String, Object> getValueAndReset() {
        Map<String, Object> ret = new HashMap<>();
        for (Map.Entry<String, ReducedMetric> entry : metrics.entrySet()) {
            Object value = entry.getValue().getValueAndReset();
            if (value != null) {
                ret.put(entry.getKey(), value);
            }
        }
        return ret;
    }
}
