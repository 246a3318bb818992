package org.apache.storm.trident.state;

import org.apache.storm.trident.operation.CombinerAggregator;

/** Combines a stored value with a batch's value (the batch's value alone when nothing is stored). */
@SuppressWarnings({"rawtypes", "unchecked"})
public class CombinerValueUpdater implements ValueUpdater<Object> {
    Object arg;
    CombinerAggregator agg;

    public CombinerValueUpdater(CombinerAggregator agg, Object arg) {
        this.agg = agg;
        this.arg = arg;
    }

    @Override
    public Object update(Object stored) {
        return stored == null ? arg : agg.combine(stored, arg);
    }

    public Object getArg() {
        return arg;
    }

    public CombinerAggregator getAgg() {
        return agg;
    }
}
