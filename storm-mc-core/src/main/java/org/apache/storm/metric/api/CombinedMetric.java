package org.apache.storm.metric.api;

/** Combines the updates of a bucket with an {@link ICombiner}, starting from its identity. */
@SuppressWarnings({"rawtypes", "unchecked"})
public class CombinedMetric implements IMetric {
    private final ICombiner combiner;
    private Object value;

    public CombinedMetric(ICombiner combiner) {
        this.combiner = combiner;
        this.value = combiner.identity();
    }

    public void update(Object value) {
        this.value = combiner.combine(this.value, value);
    }

    @Override
    public Object getValueAndReset() {
        Object ret = value;
        value = combiner.identity();
        return ret;
    }
}
