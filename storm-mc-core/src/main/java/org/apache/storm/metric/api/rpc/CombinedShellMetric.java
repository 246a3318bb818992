package org.apache.storm.metric.api.rpc;

import org.apache.storm.metric.api.CombinedMetric;
import org.apache.storm.metric.api.ICombiner;

/** Combined metric whose shell updates are combined in. */
public class CombinedShellMetric extends CombinedMetric implements IShellMetric {

    @SuppressWarnings("rawtypes")
    public CombinedShellMetric(ICombiner combiner) {
        super(combiner);
    }

    @Override
    public void updateMetricFromRPC(Object value) {
        update(value);
    }
}
