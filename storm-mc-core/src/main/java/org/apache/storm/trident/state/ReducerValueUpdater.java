package org.apache.storm.trident.state;

import java.util.List;
import org.apache.storm.trident.operation.ReducerAggregator;
import org.apache.storm.trident.tuple.TridentTuple;

/** Reduces a batch's tuples into a stored value (starting from the reducer's init when nothing is stored). */
@SuppressWarnings({"rawtypes", "unchecked"})
public class ReducerValueUpdater implements ValueUpdater<Object> {
    List<TridentTuple> tuples;
    ReducerAggregator agg;

    public ReducerValueUpdater(ReducerAggregator agg, List<TridentTuple> tuples) {
        this.agg = agg;
        this.tuples = tuples;
    }

    @Override
    public Object update(Object stored) {
        Object value = stored == null ? agg.init() : stored;
        for (TridentTuple t : tuples) {
            value = agg.reduce(value, t);
        }
        return value;
    }
}
