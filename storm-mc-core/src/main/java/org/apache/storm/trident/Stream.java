package org.apache.storm.trident;

import io.github.stormmc.trident.TridentPlan;
import org.apache.storm.utils.Utils;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.storm.generated.Grouping;
import org.apache.storm.generated.SharedMemory;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.topology.ResourceDeclarer;
import org.apache.storm.topology.base.BaseWindowedBolt;
import org.apache.storm.trident.fluent.ChainedAggregatorDeclarer;
import org.apache.storm.trident.fluent.GlobalAggregationScheme;
import org.apache.storm.trident.fluent.GroupedStream;
import org.apache.storm.trident.fluent.IAggregatableStream;
import org.apache.storm.trident.operation.Aggregator;
import org.apache.storm.trident.operation.Assembly;
import org.apache.storm.trident.operation.CombinerAggregator;
import org.apache.storm.trident.operation.Consumer;
import org.apache.storm.trident.operation.Filter;
import org.apache.storm.trident.operation.FlatMapFunction;
import org.apache.storm.trident.operation.Function;
import org.apache.storm.trident.operation.MapFunction;
import org.apache.storm.trident.operation.ReducerAggregator;
import org.apache.storm.trident.operation.impl.CombinerAggStateUpdater;
import org.apache.storm.trident.operation.impl.ReducerAggStateUpdater;
import org.apache.storm.trident.operation.impl.SingleEmitAggregator;
import org.apache.storm.trident.planner.Node;
import org.apache.storm.trident.state.QueryFunction;
import org.apache.storm.trident.state.StateFactory;
import org.apache.storm.trident.state.StateSpec;
import org.apache.storm.trident.state.StateUpdater;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.windowing.InMemoryWindowsStoreFactory;
import org.apache.storm.trident.windowing.WindowsStoreFactory;
import org.apache.storm.trident.windowing.config.SlidingCountWindow;
import org.apache.storm.trident.windowing.config.SlidingDurationWindow;
import org.apache.storm.trident.windowing.config.TumblingCountWindow;
import org.apache.storm.trident.windowing.config.TumblingDurationWindow;
import org.apache.storm.trident.windowing.config.WindowConfig;
import org.apache.storm.tuple.Fields;

/**
 * A stream of batches of tuples. Each operation adds a node to the topology's graph and returns the stream of its
 * output; nothing runs until the topology is built and submitted.
 */
public class Stream implements IAggregatableStream, ResourceDeclarer<Stream> {
    final Node node;
    final String name;
    private final TridentTopology topology;

    protected Stream(TridentTopology topology, String name, Node node) {
        this.topology = topology;
        this.name = name;
        this.node = node;
    }

    /** Names the operations declared on the returned stream (the name shows in their bolt's component id). */
    public Stream name(String name) {
        return new Stream(topology, name, node);
    }

    public Stream parallelismHint(int hint) {
        if (hint <= 0) {
            throw new IllegalArgumentException("Parallelism hint must be positive, got " + hint + " for " + node);
        }
        node.parallelismHint = hint;
        return this;
    }

    @Override
    public Stream setCPULoad(Number load) {
        node.setCPULoad(load);
        return this;
    }

    @Override
    public Stream setMemoryLoad(Number onHeap) {
        node.setMemoryLoad(onHeap);
        return this;
    }

    @Override
    public Stream setMemoryLoad(Number onHeap, Number offHeap) {
        node.setMemoryLoad(onHeap, offHeap);
        return this;
    }

    @Override
    public Stream addSharedMemory(SharedMemory request) {
        node.addSharedMemory(request);
        return this;
    }

    public Stream project(Fields keepFields) {
        projectionValidation(keepFields);
        return add(plan().project(keepFields));
    }

    public GroupedStream groupBy(Fields fields) {
        projectionValidation(fields);
        return new GroupedStream(this, fields);
    }

    public Stream partitionBy(Fields fields) {
        projectionValidation(fields);
        return add(plan().partitionBy(getOutputFields(), fields));
    }

    public Stream partition(CustomStreamGrouping partitioner) {
        return add(plan().partition(getOutputFields(), partitioner));
    }

    /** Thrift groupings: fields, shuffle, local-or-shuffle, global (empty fields), all and custom (serialised). */
    public Stream partition(Grouping grouping) {
        if (grouping.is_set_fields()) {
            List<String> fields = grouping.get_fields();
            return fields.isEmpty() ? global() : partitionBy(new Fields(fields));
        } else if (grouping.is_set_shuffle()) {
            return shuffle();
        } else if (grouping.is_set_local_or_shuffle()) {
            return localOrShuffle();
        } else if (grouping.is_set_all()) {
            return broadcast();
        } else if (grouping.is_set_none()) {
            return shuffle();
        } else if (grouping.is_set_custom_serialized()) {
            Object grouper = Utils.javaDeserialize(grouping.get_custom_serialized(), Object.class);
            return partition((CustomStreamGrouping) grouper);
        }
        throw new UnsupportedOperationException("Trident partition(Grouping) supports fields, shuffle, "
                + "local_or_shuffle, all, none and custom_serialized groupings, not " + grouping);
    }

    public Stream shuffle() {
        return add(plan().shuffle(getOutputFields()));
    }

    public Stream localOrShuffle() {
        return add(plan().localOrShuffle(getOutputFields()));
    }

    public Stream global() {
        return add(plan().global(getOutputFields()));
    }

    public Stream batchGlobal() {
        return add(plan().batchGlobal(getOutputFields()));
    }

    public Stream broadcast() {
        return add(plan().broadcast(getOutputFields()));
    }

    public Stream identityPartition() {
        return add(plan().identityPartition(getOutputFields()));
    }

    public Stream applyAssembly(Assembly assembly) {
        return assembly.apply(this);
    }

    @Override
    public Stream each(Fields inputFields, Function function, Fields functionFields) {
        projectionValidation(inputFields);
        return add(plan().each(inputFields, function, concat(getOutputFields(), functionFields)));
    }

    public Stream each(Function function, Fields functionFields) {
        return each(null, function, functionFields);
    }

    public Stream each(Fields inputFields, Filter filter) {
        projectionValidation(inputFields);
        return add(plan().filter(inputFields, filter, getOutputFields()));
    }

    @Override
    public Stream partitionAggregate(Fields inputFields, Aggregator agg, Fields functionFields) {
        projectionValidation(inputFields);
        return add(plan().partitionAggregate(inputFields, agg, functionFields));
    }

    public Stream partitionAggregate(Aggregator agg, Fields functionFields) {
        return partitionAggregate(null, agg, functionFields);
    }

    public Stream partitionAggregate(CombinerAggregator agg, Fields functionFields) {
        return partitionAggregate(null, agg, functionFields);
    }

    public Stream partitionAggregate(Fields inputFields, CombinerAggregator agg, Fields functionFields) {
        projectionValidation(inputFields);
        return chainedAgg().partitionAggregate(inputFields, agg, functionFields).chainEnd();
    }

    public Stream partitionAggregate(ReducerAggregator agg, Fields functionFields) {
        return partitionAggregate(null, agg, functionFields);
    }

    public Stream partitionAggregate(Fields inputFields, ReducerAggregator agg, Fields functionFields) {
        projectionValidation(inputFields);
        return chainedAgg().partitionAggregate(inputFields, agg, functionFields).chainEnd();
    }

    public Stream stateQuery(TridentState state, Fields inputFields, QueryFunction function, Fields functionFields) {
        projectionValidation(inputFields);
        return add(plan().stateQuery(state.node(), inputFields, function, concat(getOutputFields(), functionFields)));
    }

    public Stream stateQuery(TridentState state, QueryFunction function, Fields functionFields) {
        return stateQuery(state, null, function, functionFields);
    }

    public TridentState partitionPersist(StateFactory stateFactory, Fields inputFields, StateUpdater updater,
                                         Fields functionFields) {
        return partitionPersist(new StateSpec(stateFactory), inputFields, updater, functionFields);
    }

    public TridentState partitionPersist(StateSpec stateSpec, Fields inputFields, StateUpdater updater,
                                         Fields functionFields) {
        projectionValidation(inputFields);
        Node persist = plan().persist(topology.getUniqueStateId(), stateSpec, inputFields, updater, functionFields);
        persist.name = name;
        return topology.addSourcedStateNode(this, persist);
    }

    public TridentState partitionPersist(StateFactory stateFactory, Fields inputFields, StateUpdater updater) {
        return partitionPersist(new StateSpec(stateFactory), inputFields, updater);
    }

    public TridentState partitionPersist(StateSpec stateSpec, Fields inputFields, StateUpdater updater) {
        return partitionPersist(stateSpec, inputFields, updater, new Fields());
    }

    public TridentState partitionPersist(StateFactory stateFactory, StateUpdater updater, Fields functionFields) {
        return partitionPersist(new StateSpec(stateFactory), updater, functionFields);
    }

    public TridentState partitionPersist(StateSpec stateSpec, StateUpdater updater, Fields functionFields) {
        return partitionPersist(stateSpec, null, updater, functionFields);
    }

    public TridentState partitionPersist(StateFactory stateFactory, StateUpdater updater) {
        return partitionPersist(stateFactory, updater, new Fields());
    }

    public TridentState partitionPersist(StateSpec stateSpec, StateUpdater updater) {
        return partitionPersist(stateSpec, updater, new Fields());
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

    /** One running value over the whole stream: each batch is combined on one task and folded into the state. */
    public TridentState persistentAggregate(StateSpec spec, Fields inputFields, CombinerAggregator agg,
                                            Fields functionFields) {
        projectionValidation(inputFields);
        return new ChainedAggregatorDeclarer(this, new GlobalAggScheme())
                .aggregate(inputFields, agg, functionFields)
                .chainEnd()
                .partitionPersist(spec, functionFields, new CombinerAggStateUpdater(agg), functionFields);
    }

    public TridentState persistentAggregate(StateFactory stateFactory, ReducerAggregator agg, Fields functionFields) {
        return persistentAggregate(new StateSpec(stateFactory), agg, functionFields);
    }

    public TridentState persistentAggregate(StateSpec spec, ReducerAggregator agg, Fields functionFields) {
        return persistentAggregate(spec, null, agg, functionFields);
    }

    public TridentState persistentAggregate(StateFactory stateFactory, Fields inputFields, ReducerAggregator agg,
                                            Fields functionFields) {
        return persistentAggregate(new StateSpec(stateFactory), inputFields, agg, functionFields);
    }

    public TridentState persistentAggregate(StateSpec spec, Fields inputFields, ReducerAggregator agg,
                                            Fields functionFields) {
        projectionValidation(inputFields);
        return global().partitionPersist(spec, inputFields, new ReducerAggStateUpdater(agg), functionFields);
    }

    public Stream filter(Filter filter) {
        return each(getOutputFields(), filter);
    }

    public Stream filter(Fields inputFields, Filter filter) {
        return each(inputFields, filter);
    }

    public Stream map(MapFunction function) {
        return add(plan().map(function, getOutputFields()));
    }

    public Stream map(MapFunction function, Fields outputFields) {
        return add(plan().map(function, outputFields));
    }

    public Stream flatMap(FlatMapFunction function) {
        return add(plan().flatMap(function, getOutputFields()));
    }

    public Stream flatMap(FlatMapFunction function, Fields outputFields) {
        return add(plan().flatMap(function, outputFields));
    }

    public Stream peek(Consumer action) {
        return add(plan().peek(action, getOutputFields()));
    }

    public ChainedAggregatorDeclarer chainedAgg() {
        return new ChainedAggregatorDeclarer(this, new BatchGlobalAggScheme());
    }

    /** The tuple with the smallest value of a Comparable field, per partition of each batch. */
    public Stream minBy(String inputFieldName) {
        return comparableAggregateStream(inputFieldName, TridentPlan.extreme(inputFieldName, null, false));
    }

    public <T> Stream minBy(String inputFieldName, Comparator<T> comparator) {
        return comparableAggregateStream(inputFieldName, TridentPlan.extreme(inputFieldName, comparator, false));
    }

    public Stream min(Comparator<TridentTuple> comparator) {
        return comparableAggregateStream(null, TridentPlan.extreme(null, comparator, false));
    }

    public Stream maxBy(String inputFieldName) {
        return comparableAggregateStream(inputFieldName, TridentPlan.extreme(inputFieldName, null, true));
    }

    public <T> Stream maxBy(String inputFieldName, Comparator<T> comparator) {
        return comparableAggregateStream(inputFieldName, TridentPlan.extreme(inputFieldName, comparator, true));
    }

    public Stream max(Comparator<TridentTuple> comparator) {
        return comparableAggregateStream(null, TridentPlan.extreme(null, comparator, true));
    }

    private <T> Stream comparableAggregateStream(String inputFieldName, Aggregator<T> aggregator) {
        if (inputFieldName != null) {
            projectionValidation(new Fields(inputFieldName));
        }
        return partitionAggregate(getOutputFields(), aggregator, getOutputFields());
    }

    public Stream aggregate(Aggregator agg, Fields functionFields) {
        return aggregate(null, agg, functionFields);
    }

    public Stream aggregate(Fields inputFields, Aggregator agg, Fields functionFields) {
        projectionValidation(inputFields);
        return chainedAgg().aggregate(inputFields, agg, functionFields).chainEnd();
    }

    public Stream aggregate(CombinerAggregator agg, Fields functionFields) {
        return aggregate(null, agg, functionFields);
    }

    public Stream aggregate(Fields inputFields, CombinerAggregator agg, Fields functionFields) {
        projectionValidation(inputFields);
        return chainedAgg().aggregate(inputFields, agg, functionFields).chainEnd();
    }

    public Stream aggregate(ReducerAggregator agg, Fields functionFields) {
        return aggregate(null, agg, functionFields);
    }

    public Stream aggregate(Fields inputFields, ReducerAggregator agg, Fields functionFields) {
        projectionValidation(inputFields);
        return chainedAgg().aggregate(inputFields, agg, functionFields).chainEnd();
    }

    public Stream tumblingWindow(int windowCount, WindowsStoreFactory windowStoreFactory, Fields inputFields,
                                 Aggregator aggregator, Fields functionFields) {
        return window(TumblingCountWindow.of(windowCount), windowStoreFactory, inputFields, aggregator, functionFields);
    }

    public Stream tumblingWindow(BaseWindowedBolt.Duration windowDuration, WindowsStoreFactory windowStoreFactory,
                                 Fields inputFields, Aggregator aggregator, Fields functionFields) {
        return window(TumblingDurationWindow.of(windowDuration), windowStoreFactory, inputFields, aggregator,
                functionFields);
    }

    public Stream slidingWindow(int windowCount, int slideCount, WindowsStoreFactory windowStoreFactory,
                                Fields inputFields, Aggregator aggregator, Fields functionFields) {
        return window(SlidingCountWindow.of(windowCount, slideCount), windowStoreFactory, inputFields, aggregator,
                functionFields);
    }

    public Stream slidingWindow(BaseWindowedBolt.Duration windowDuration, BaseWindowedBolt.Duration slidingInterval,
                                WindowsStoreFactory windowStoreFactory, Fields inputFields, Aggregator aggregator,
                                Fields functionFields) {
        return window(SlidingDurationWindow.of(windowDuration, slidingInterval), windowStoreFactory, inputFields,
                aggregator, functionFields);
    }

    /** A window whose tuples are kept in memory. */
    public Stream window(WindowConfig windowConfig, Fields inputFields, Aggregator aggregator, Fields functionFields) {
        return window(windowConfig, new InMemoryWindowsStoreFactory(), inputFields, aggregator, functionFields);
    }

    /**
     * A windowed aggregation per partition. Storm-MC keeps the window's tuples in memory in the task; the store
     * factory's store is created and shut down with the task but holds nothing.
     */
    public Stream window(WindowConfig windowConfig, WindowsStoreFactory windowStoreFactory, Fields inputFields,
                         Aggregator aggregator, Fields functionFields) {
        projectionValidation(inputFields);
        return add(plan().window(windowConfig, windowStoreFactory, inputFields, aggregator, functionFields));
    }

    @Override
    public Stream toStream() {
        return this;
    }

    public String getName() {
        return name;
    }

    @Override
    public Fields getOutputFields() {
        return node.allOutputFields;
    }

    Node node() {
        return node;
    }

    TridentTopology topology() {
        return topology;
    }

    private TridentPlan plan() {
        return topology.plan;
    }

    private Stream add(Node next) {
        next.name = name;
        return topology.addSourcedNode(this, next);
    }

    static Fields concat(Fields a, Fields b) {
        List<String> all = new ArrayList<>(a.toList());
        all.addAll(b.toList());
        if (all.stream().distinct().count() != all.size()) {
            throw new IllegalArgumentException("Trident output fields must be unique, but " + a + " and " + b
                    + " share a name");
        }
        return new Fields(all);
    }

    private void projectionValidation(Fields projFields) {
        if (projFields == null) {
            return;
        }
        Fields all = getOutputFields();
        for (String field : projFields) {
            if (!all.contains(field)) {
                throw new IllegalArgumentException("Trying to select non-existent field '" + field
                        + "' from stream containing fields " + all);
            }
        }
    }

    /** Aggregations kept in state across batches always run on the same (first) partition. */
    static final class GlobalAggScheme implements GlobalAggregationScheme<Stream> {
        @Override
        public IAggregatableStream aggPartition(Stream stream) {
            return stream.global();
        }

        @Override
        public SingleEmitAggregator.BatchToPartition singleEmitPartitioner() {
            return new FirstPartition();
        }
    }

    /** Always the first partition (where {@code global()} sends everything). */
    static final class FirstPartition implements SingleEmitAggregator.BatchToPartition {
        @Override
        public int partitionIndex(Object batchId, int numPartitions) {
            return 0;
        }
    }

    /** Full aggregations gather each batch on one partition, which alone answers for an empty batch. */
    static final class BatchGlobalAggScheme implements GlobalAggregationScheme<Stream> {
        @Override
        public IAggregatableStream aggPartition(Stream stream) {
            return stream.batchGlobal();
        }

        @Override
        public SingleEmitAggregator.BatchToPartition singleEmitPartitioner() {
            return TridentPlan.batchGlobalPartition();
        }
    }
}
