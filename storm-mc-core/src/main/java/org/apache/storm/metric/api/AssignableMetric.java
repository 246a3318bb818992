package org.apache.storm.metric.api;

/** Reports the last assigned value; reading it does not reset it. */
public class AssignableMetric implements IMetric {
    private Object value;

    public AssignableMetric(Object value) {
        this.value = value;
    }

    public void setValue(Object value) {
        this.value = value;
    }

    @Override
    public Object getValueAndReset() {
        return value;
    }
}
