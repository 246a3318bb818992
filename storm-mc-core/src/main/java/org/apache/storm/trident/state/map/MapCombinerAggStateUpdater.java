package org.apache.storm.trident.state.map;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.storm.trident.operation.CombinerAggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.operation.TridentOperationContext;
import org.apache.storm.trident.state.CombinerValueUpdater;
import org.apache.storm.trident.state.StateUpdater;
import org.apache.storm.trident.state.ValueUpdater;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;

/**
 * {@code groupBy(..).persistentAggregate} with a combiner: each tuple holds a group's combined value for the batch,
 * which is combined into the group's stored value; emits the group fields and the new value.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public class MapCombinerAggStateUpdater implements StateUpdater<MapState> {
    CombinerAggregator agg;
    Fields groupFields;
    Fields inputFields;
    transient ProjectionFactory groupFactory;
    transient ProjectionFactory inputFactory;

    public MapCombinerAggStateUpdater(CombinerAggregator agg, Fields groupFields, Fields inputFields) {
        this.agg = agg;
        this.groupFields = groupFields;
        this.inputFields = inputFields;
        if (inputFields.size() != 1) {
            throw new IllegalArgumentException("A combiner aggregation stores one value, but got input fields "
                    + inputFields);
        }
    }

    @Override
    public void updateState(MapState map, List<TridentTuple> tuples, TridentCollector collector) {
        List<List<Object>> keys = new ArrayList<>(tuples.size());
        List<ValueUpdater> updaters = new ArrayList<>(tuples.size());
        for (TridentTuple t : tuples) {
            keys.add(new ArrayList<>(groupFactory.create(t)));
            updaters.add(new CombinerValueUpdater(agg, inputFactory.create(t).getValue(0)));
        }
        List<Object> updated = map.multiUpdate(keys, updaters);
        for (int i = 0; i < keys.size(); i++) {
            List<Object> out = new ArrayList<>(keys.get(i));
            out.add(updated.get(i));
            collector.emit(out);
        }
    }

    @Override
    public void prepare(Map<String, Object> conf, TridentOperationContext context) {
        groupFactory = context.makeProjectionFactory(groupFields);
        inputFactory = context.makeProjectionFactory(inputFields);
    }

    @Override
    public void cleanup() {
    }
}
