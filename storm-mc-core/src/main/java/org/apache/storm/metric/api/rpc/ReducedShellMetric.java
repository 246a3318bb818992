package org.apache.storm.metric.api.rpc;

import org.apache.storm.metric.api.IReducer;
import org.apache.storm.metric.api.ReducedMetric;

/** Reduced metric whose shell updates are reduced in. */
public class ReducedShellMetric extends ReducedMetric implements IShellMetric {

    @SuppressWarnings("rawtypes")
    public ReducedShellMetric(IReducer reducer) {
        super(reducer);
    }

    @Override
    public void updateMetricFromRPC(Object value) {
        update(value);
    }
}
