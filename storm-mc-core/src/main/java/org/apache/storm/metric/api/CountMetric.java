package org.apache.storm.metric.api;

/** Counts per bucket: reports the count (a Long) and restarts from zero. */
public class CountMetric implements IMetric {
    private long value = 0L;

    public void incr() {
        value++;
    }

    public void incrBy(long incrementBy) {
        value += incrementBy;
    }

    @Override
    public Object getValueAndReset() {
        long ret = value;
        value = 0L;
        return ret;
    }
}
