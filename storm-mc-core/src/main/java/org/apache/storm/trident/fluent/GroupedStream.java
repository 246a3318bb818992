package org.apache.storm.trident.fluent;

import io.github.stormmc.trident.TridentPlan;
import java.util.ArrayList;
import java.util.List;
import org.apache.storm.trident.Stream;
import org.apache.storm.trident.TridentState;
import org.apache.storm.trident.operation.Aggregator;
import org.apache.storm.trident.operation.CombinerAggregator;
import org.apache.storm.trident.operation.Function;
import org.apache.storm.trident.operation.ReducerAggregator;
import org.apache.storm.trident.operation.impl.SingleEmitAggregator.BatchToPartition;
import org.apache.storm.trident.state.QueryFunction;
import org.apache.storm.trident.state.StateFactory;
import org.apache.storm.trident.state.StateSpec;
import org.apache.storm.trident.state.map.MapCombinerAggStateUpdater;
import org.apache.storm.trident.state.map.MapReducerAggStateUpdater;
import org.apache.storm.tuple.Fields;

/**
 * A stream grouped by some fields: aggregations run per group (after repartitioning by the group fields, so each
 * group is aggregated on one task) and emit the group fields followed by the aggregation's fields.
 */
public class GroupedStream implements IAggregatableStream, GlobalAggregationScheme<GroupedStream> {
    Fields groupFields;
    Stream stream;

    public GroupedStream(Stream stream, Fields groupFields) {
        this.stream = stream;
        this.groupFields = groupFields;
    }

    public GroupedStream name(String name) {
        return new GroupedStream(stream.name(name), groupFields);
    }

    public ChainedAggregatorDeclarer chainedAgg() {
        return new ChainedAggregatorDeclarer(this, this);
    }

    public Stream aggregate(Aggregator agg, Fields functionFields) {
        return aggregate(null, agg, functionFields);
    }

    public Stream aggregate(Fields inputFields, Aggregator agg, Fields functionFields) {
        return new ChainedAggregatorDeclarer(this, this).aggregate(inputFields, agg, functionFields).chainEnd();
    }

    public Stream aggregate(CombinerAggregator agg, Fields functionFields) {
        return aggregate(null, agg, functionFields);
    }

    public Stream aggregate(Fields inputFields, CombinerAggregator agg, Fields functionFields) {
        return new ChainedAggregatorDeclarer(this, this).aggregate(inputFields, agg, functionFields).chainEnd();
    }

    public Stream aggregate(ReducerAggregator agg, Fields functionFields) {
        return aggregate(null, agg, functionFields);
    }

    public Stream aggregate(Fields inputFields, ReducerAggregator agg, Fields functionFields) {
        return new ChainedAggregatorDeclarer(this, this).aggregate(inputFields, agg, functionFields).chainEnd();
    }

    public TridentState persistentAggregate(StateFactory stateFactory, CombinerAggregator agg, Fields functionFields) {
        return persistentAggregate(new StateSpec(stateFactory), agg, functionFields);
    }

    public TridentState persistentAggregate(StateSpec spec, CombinerAggregator agg, Fields functionFields) {
        return persistentAggregate(spec, null, agg, functionFields);
    }

    public TridentState persistentAggregate(StateFactory stateFactory, Fields inputFields, CombinerAggregator agg,
                                            Fields functionFields) {
        return persistentAggregate(new StateSpec(stateFactory), inputFields, agg, functionFields);
    }

    /** Per group: combine the batch's values, then fold them into the map state under the group's key. */
    public TridentState persistentAggregate(StateSpec spec, Fields inputFields, CombinerAggregator agg,
                                            Fields functionFields) {
        return aggregate(inputFields, agg, functionFields)
                .partitionPersist(spec, union(groupFields, functionFields),
                        new MapCombinerAggStateUpdater(agg, groupFields, functionFields),
                        concat(groupFields, functionFields));
    }

    public TridentState persistentAggregate(StateFactory stateFactory, Fields inputFields, ReducerAggregator agg,
                                            Fields functionFields) {
        return persistentAggregate(new StateSpec(stateFactory), inputFields, agg, functionFields);
    }

    /** Per group: reduce the batch's tuples into the map state's value for the group's key. */
    public TridentState persistentAggregate(StateSpec spec, Fields inputFields, ReducerAggregator agg,
                                            Fields functionFields) {
        return stream.partitionBy(groupFields)
                .partitionPersist(spec, union(groupFields, inputFields),
                        new MapReducerAggStateUpdater(agg, groupFields, inputFields),
                        concat(groupFields, functionFields));
    }

    public TridentState persistentAggregate(StateFactory stateFactory, ReducerAggregator agg, Fields functionFields) {
        return persistentAggregate(new StateSpec(stateFactory), agg, functionFields);
    }

    public TridentState persistentAggregate(StateSpec spec, ReducerAggregator agg, Fields functionFields) {
        return persistentAggregate(spec, null, agg, functionFields);
    }

    public Stream stateQuery(TridentState state, Fields inputFields, QueryFunction function, Fields functionFields) {
        return stream.partitionBy(groupFields).stateQuery(state, inputFields, function, functionFields);
    }

    public Stream stateQuery(TridentState state, QueryFunction function, Fields functionFields) {
        return stateQuery(state, null, function, functionFields);
    }

    private static Fields union(Fields a, Fields b) {
        List<String> all = new ArrayList<>(a.toList());
        if (b != null) {
            for (String f : b) {
                if (!all.contains(f)) {
                    all.add(f);
                }
            }
        }
        return new Fields(all);
    }

    private static Fields concat(Fields a, Fields b) {
        List<String> all = new ArrayList<>(a.toList());
        all.addAll(b.toList());
        return new Fields(all);
    }

    @Override
    public IAggregatableStream each(Fields inputFields, Function function, Fields functionFields) {
        Stream s = stream.each(inputFields, function, functionFields);
        return new GroupedStream(s, groupFields);
    }

    @Override
    public IAggregatableStream partitionAggregate(Fields inputFields, Aggregator agg, Fields functionFields) {
        List<String> allIn = new ArrayList<>(groupFields.toList());
        if (inputFields != null) {
            for (String f : inputFields) {
                if (!allIn.contains(f)) {
                    allIn.add(f);
                }
            }
        }
        List<String> allOut = new ArrayList<>(groupFields.toList());
        allOut.addAll(functionFields.toList());
        Stream s = stream.partitionAggregate(new Fields(allIn), TridentPlan.grouped(agg, groupFields, inputFields),
                new Fields(allOut));
        return new GroupedStream(s, groupFields);
    }

    @Override
    public IAggregatableStream aggPartition(GroupedStream s) {
        return new GroupedStream(s.stream.partitionBy(groupFields), groupFields);
    }

    @Override
    public Stream toStream() {
        return stream;
    }

    @Override
    public Fields getOutputFields() {
        return stream.getOutputFields();
    }

    public Fields getGroupFields() {
        return groupFields;
    }

    @Override
    public BatchToPartition singleEmitPartitioner() {
        return null;
    }
}
