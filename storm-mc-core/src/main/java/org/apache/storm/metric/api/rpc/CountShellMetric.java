package org.apache.storm.metric.api.rpc;

import org.apache.storm.metric.api.CountMetric;

/** Count metric whose shell updates are increments (the shell sends a Long). */
public class CountShellMetric extends CountMetric implements IShellMetric {

    @Override
    public void updateMetricFromRPC(Object value) {
        if (!(value instanceof Long)) {
            throw new RuntimeException("CountShellMetric expects a Long increment from the shell process, got "
                + (value == null ? "null" : value.getClass().getName()));
        }
        incrBy((Long) value);
    }
}
