package org.apache.storm.metric.api.rpc;

import org.apache.storm.metric.api.AssignableMetric;

/** Assignable metric whose shell updates set the value. */
public class AssignableShellMetric extends AssignableMetric implements IShellMetric {

    public AssignableShellMetric(Object value) {
        super(value);
    }

    @Override
    public void updateMetricFromRPC(Object value) {
        setValue(value);
    }
}
