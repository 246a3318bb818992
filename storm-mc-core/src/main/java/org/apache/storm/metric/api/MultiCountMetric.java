package org.apache.storm.metric.api;

import java.util.HashMap;
import java.util.Map;

/** A family of counters keyed by name; every key seen so far is reported, with 0 for idle buckets. */
public class MultiCountMetric implements IMetric {
    private final Map<String, CountMetric> counters = new HashMap<>();

    public CountMetric scope(String key) {
        return counters.computeIfAbsent(key, k -> new CountMetric());
    }

    @Override
    public Map<String, Object> getValueAndReset() {
        Map<String, Object> ret = new HashMap<>();
        for (Map.Entry<String, CountMetric> entry : counters.entrySet()) {
            ret.put(entry.getKey(), entry.getValue().getValueAndReset());
        }
        return ret;
    }
}
