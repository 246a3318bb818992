package org.apache.storm.trident.state.map;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.trident.operation.ReducerAggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.operation.TridentOperationContext;
import org.apache.storm.trident.state.ReducerValueUpdater;
import org.apache.storm.trident.state.StateUpdater;
import org.apache.storm.trident.state.ValueUpdater;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;

/**
 * {@code groupBy(..).persistentAggregate} with a reducer: a group's tuples of the batch are reduced into its stored
 * value; emits the group fields and the new value.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public class MapReducerAggStateUpdater implements StateUpdater<MapState> {
    ReducerAggregator agg;
    Fields groupFields;
    Fields inputFields;
    transient ProjectionFactory groupFactory;
    transient ProjectionFactory inputFactory;

    public MapReducerAggStateUpdater(ReducerAggregator agg, Fields groupFields, Fields inputFields) {
        this.agg = agg;
        this.groupFields = groupFields;
        this.inputFields = inputFields == null ? new Fields() : inputFields;
    }

    @Override
    public void updateState(MapState map, List<TridentTuple> tuples, TridentCollector collector) {
        Map<List<Object>, List<TridentTuple>> byGroup = new LinkedHashMap<>();
        for (TridentTuple t : tuples) {
            byGroup.computeIfAbsent(new ArrayList<>(groupFactory.create(t)), k -> new ArrayList<>())
                    .add(inputFactory.create(t));
        }
        List<List<Object>> keys = new ArrayList<>(byGroup.keySet());
        List<ValueUpdater> updaters = new ArrayList<>(keys.size());
        for (List<Object> key : keys) {
            updaters.add(new ReducerValueUpdater(agg, byGroup.get(key)));
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
