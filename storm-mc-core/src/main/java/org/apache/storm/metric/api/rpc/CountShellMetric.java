package org.apache.storm.metric.api.rpc;

import org.apache.storm.metric.api.CountMetric;

/** Count metric whose shell updates are increments (the shell sends a Long). */
public class CountShellMetric extends CountMetric implements IShellMetric {

    @Override
    public void updateMetricFromRPC(Object value) {
        // JSON gives small integers as Integer (json-smart's types, as on Storm): any integral number is an increment
        if (!(value instanceof Long || value instanceof Integer)) {
            throw new RuntimeException("CountShellMetric expects an integral increment from the shell process, got "
                + (value == null ? "null" : value.getClass().getName()));
        }
        incrBy(((Number) value).longValue());
    }
}
