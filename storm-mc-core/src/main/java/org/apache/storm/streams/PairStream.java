package org.apache.storm.streams;

import java.util.ArrayList;
import java.util.List;
import org.apache.storm.streams.operations.BiFunction;
import org.apache.storm.streams.operations.CombinerAggregator;
import org.apache.storm.streams.operations.Consumer;
import org.apache.storm.streams.operations.FlatMapFunction;
import org.apache.storm.streams.operations.Function;
import org.apache.storm.streams.operations.PairValueJoiner;
import org.apache.storm.streams.operations.Predicate;
import org.apache.storm.streams.operations.Reducer;
import org.apache.storm.streams.operations.StateUpdater;
import org.apache.storm.streams.operations.ValueJoiner;
import org.apache.storm.streams.operations.aggregators.Count;
import org.apache.storm.streams.processors.AggregateByKeyProcessor;
import org.apache.storm.streams.processors.CoGroupByKeyProcessor;
import org.apache.storm.streams.processors.FlatMapValuesProcessor;
import org.apache.storm.streams.processors.JoinProcessor;
import org.apache.storm.streams.processors.MapValuesProcessor;
import org.apache.storm.streams.processors.MergeAggregateByKeyProcessor;
import org.apache.storm.streams.processors.ReduceByKeyProcessor;
import org.apache.storm.streams.processors.UpdateStateByKeyProcessor;
import org.apache.storm.streams.windowing.Window;
import org.apache.storm.tuple.Fields;

/**
 * A stream of key-value pairs, with the per-key operations. On several tasks a per-key operation first routes the
 * pairs by key (fields grouping on "key"), so each key's values meet in one task.
 */
public class PairStream<K, V> extends Stream<Pair<K, V>> {

    PairStream(StreamBuilder topology, Node node) {
        super(topology, node);
        node.setEmitsPair(true);
    }

    public <R> PairStream<K, R> mapValues(Function<? super V, ? extends R> function) {
        return pairs(addProcessorNode(new MapValuesProcessor<>(function), KEY_VALUE, true));
    }

    public <R> PairStream<K, R> flatMapValues(FlatMapFunction<? super V, ? extends R> function) {
        return pairs(addProcessorNode(new FlatMapValuesProcessor<>(function), KEY_VALUE, true));
    }

    public <R> PairStream<K, R> aggregateByKey(R initialValue,
                                               BiFunction<? super R, ? super V, ? extends R> accumulator,
                                               BiFunction<? super R, ? super R, ? extends R> combiner) {
        return combineByKey(CombinerAggregator.of(initialValue, accumulator, combiner));
    }

    public <A, R> PairStream<K, R> aggregateByKey(CombinerAggregator<? super V, A, ? extends R> aggregator) {
        return combineByKey(aggregator);
    }

    public PairStream<K, Long> countByKey() {
        return aggregateByKey(new Count<>());
    }

    public PairStream<K, V> reduceByKey(Reducer<V> reducer) {
        return combineByKey(reducer);
    }

    public PairStream<K, Iterable<V>> groupByKey() {
        return partitionByKey().aggregatePartition(new GroupValues<>());
    }

    public PairStream<K, Iterable<V>> groupByKeyAndWindow(Window<?, ?> window) {
        return partitionByKey().window(window).aggregatePartition(new GroupValues<>());
    }

    public PairStream<K, V> reduceByKeyAndWindow(Reducer<V> reducer, Window<?, ?> window) {
        return partitionByKey().window(window).reduceByKey(reducer);
    }

    @Override
    public PairStream<K, V> peek(Consumer<? super Pair<K, V>> action) {
        return toPairStream(super.peek(action));
    }

    @Override
    public PairStream<K, V> filter(Predicate<? super Pair<K, V>> predicate) {
        return toPairStream(super.filter(predicate));
    }

    public <V1> PairStream<K, Pair<V, V1>> join(PairStream<K, V1> otherStream) {
        return join(otherStream, new PairValueJoiner<>());
    }

    public <R, V1> PairStream<K, R> join(PairStream<K, V1> otherStream,
                                         ValueJoiner<? super V, ? super V1, ? extends R> valueJoiner) {
        return joinPartition(otherStream, valueJoiner, JoinProcessor.JoinType.INNER, JoinProcessor.JoinType.INNER);
    }

    public <V1> PairStream<K, Pair<V, V1>> leftOuterJoin(PairStream<K, V1> otherStream) {
        return leftOuterJoin(otherStream, new PairValueJoiner<>());
    }

    public <R, V1> PairStream<K, R> leftOuterJoin(PairStream<K, V1> otherStream,
                                                  ValueJoiner<? super V, ? super V1, ? extends R> valueJoiner) {
        return joinPartition(otherStream, valueJoiner, JoinProcessor.JoinType.OUTER, JoinProcessor.JoinType.INNER);
    }

    public <V1> PairStream<K, Pair<V, V1>> rightOuterJoin(PairStream<K, V1> otherStream) {
        return rightOuterJoin(otherStream, new PairValueJoiner<>());
    }

    public <R, V1> PairStream<K, R> rightOuterJoin(PairStream<K, V1> otherStream,
                                                   ValueJoiner<? super V, ? super V1, ? extends R> valueJoiner) {
        return joinPartition(otherStream, valueJoiner, JoinProcessor.JoinType.INNER, JoinProcessor.JoinType.OUTER);
    }

    public <V1> PairStream<K, Pair<V, V1>> fullOuterJoin(PairStream<K, V1> otherStream) {
        return fullOuterJoin(otherStream, new PairValueJoiner<>());
    }

    public <R, V1> PairStream<K, R> fullOuterJoin(PairStream<K, V1> otherStream,
                                                  ValueJoiner<? super V, ? super V1, ? extends R> valueJoiner) {
        return joinPartition(otherStream, valueJoiner, JoinProcessor.JoinType.OUTER, JoinProcessor.JoinType.OUTER);
    }

    @Override
    public PairStream<K, V> window(Window<?, ?> window) {
        return toPairStream(super.window(window));
    }

    @Override
    public PairStream<K, V> repartition(int parallelism) {
        return toPairStream(super.repartition(parallelism));
    }

    @Override
    @SuppressWarnings("unchecked")
    public PairStream<K, V>[] branch(Predicate<? super Pair<K, V>>... predicates) {
        List<PairStream<K, V>> arms = new ArrayList<>();
        for (Stream<Pair<K, V>> arm : super.branch(predicates)) {
            arms.add(toPairStream(arm));
        }
        return arms.toArray(new PairStream[0]);
    }

    public <R> StreamState<K, R> updateStateByKey(R initialValue,
                                                  BiFunction<? super R, ? super V, ? extends R> stateUpdateFn) {
        return updateStateByKey(StateUpdater.of(initialValue, stateUpdateFn));
    }

    /** Always routed by key first (even on one task), so a state query's routing by value finds the same task. */
    public <R> StreamState<K, R> updateStateByKey(StateUpdater<? super V, ? extends R> stateUpdater) {
        PairStream<K, V> keyed = partitionBy(KEY);
        return new StreamState<>(keyed.pairs(
            keyed.addProcessorNode(new UpdateStateByKeyProcessor<>(stateUpdater), KEY_VALUE, true)));
    }

    public <V1> PairStream<K, Pair<Iterable<V>, Iterable<V1>>> coGroupByKey(PairStream<K, V1> otherStream) {
        List<PairStream<?, ?>> inputs = keyedInputs(otherStream);
        PairStream<?, ?> first = inputs.get(0);
        PairStream<?, ?> second = inputs.get(1);
        Node coGroup = first.addProcessorNode(new CoGroupByKeyProcessor<>(first.stream, second.stream), KEY_VALUE, true);
        streamBuilder.addNode(second.node, coGroup, coGroup.getParallelism());
        return pairs(coGroup);
    }

    private <R, V1> PairStream<K, R> joinPartition(PairStream<K, V1> otherStream,
                                                   ValueJoiner<? super V, ? super V1, ? extends R> valueJoiner,
                                                   JoinProcessor.JoinType leftType,
                                                   JoinProcessor.JoinType rightType) {
        List<PairStream<?, ?>> inputs = keyedInputs(otherStream);
        PairStream<?, ?> left = inputs.get(0);
        PairStream<?, ?> right = inputs.get(1);
        Node join = left.addProcessorNode(
            new JoinProcessor<>(left.stream, right.stream, valueJoiner, leftType, rightType), KEY_VALUE, true);
        streamBuilder.addNode(right.node, join, join.getParallelism());
        return pairs(join);
    }

    /**
     * Both sides of a join or co-group, each routed by key when it runs on several tasks. When only one side needs
     * it, the other is routed by key as well, so both reach the join's tasks the same way.
     */
    private List<PairStream<?, ?>> keyedInputs(PairStream<?, ?> other) {
        PairStream<?, ?> left = partitionByKey();
        PairStream<?, ?> right = other.partitionByKey();
        if (left != this && right == other) {
            right = other.partitionBy(KEY);
        } else if (left == this && right != other) {
            left = partitionBy(KEY);
        }
        return List.of(left, right);
    }

    private PairStream<K, V> partitionByKey() {
        return node.getParallelism() > 1 ? partitionBy(KEY) : this;
    }

    private PairStream<K, V> partitionBy(Fields fields) {
        return toPairStream(partitionBy(fields, node.getParallelism()));
    }

    private PairStream<K, V> toPairStream(Stream<Pair<K, V>> stream) {
        return new PairStream<>(stream.streamBuilder, stream.node);
    }

    private <K2, V2> PairStream<K2, V2> pairs(Node pairNode) {
        return new PairStream<>(streamBuilder, pairNode);
    }

    private <A, R> PairStream<K, R> aggregatePartition(CombinerAggregator<? super V, A, ? extends R> aggregator) {
        return pairs(addProcessorNode(new AggregateByKeyProcessor<>(aggregator), KEY_VALUE, true));
    }

    /**
     * On one task the aggregation runs in place; on several, behind a routing by key. When the values come from a
     * windowed operation, each task first aggregates its share of the window per key and the keyed tasks merge
     * those partial results.
     */
    private <A, R> PairStream<K, R> combineByKey(CombinerAggregator<? super V, A, ? extends R> aggregator) {
        if (node.getParallelism() == 1) {
            return aggregatePartition(aggregator);
        }
        if (node instanceof ProcessorNode && node.isWindowed()) {
            PairStream<K, A> partials = pairs(addProcessorNode(new AggregateByKeyProcessor<>(aggregator, true),
                KEY_VALUE, true));
            PairStream<K, A> keyed = partials.partitionBy(KEY);
            return pairs(keyed.addProcessorNode(new MergeAggregateByKeyProcessor<>(aggregator), KEY_VALUE, true));
        }
        return partitionBy(KEY).aggregatePartition(aggregator);
    }

    /** As {@link #combineByKey(CombinerAggregator)}, with a reducer: partial reductions are reduced again. */
    private PairStream<K, V> combineByKey(Reducer<V> reducer) {
        if (node.getParallelism() == 1) {
            return pairs(addProcessorNode(new ReduceByKeyProcessor<>(reducer), KEY_VALUE, true));
        }
        PairStream<K, V> input = this;
        if (node instanceof ProcessorNode && node.isWindowed()) {
            input = pairs(addProcessorNode(new ReduceByKeyProcessor<>(reducer), KEY_VALUE, true));
        }
        PairStream<K, V> keyed = input.partitionBy(KEY);
        return pairs(keyed.addProcessorNode(new ReduceByKeyProcessor<>(reducer), KEY_VALUE, true));
    }

    /** Collects the values of each key into a list, for groupByKey. */
    private static final class GroupValues<V> implements CombinerAggregator<V, ArrayList<V>, ArrayList<V>> {
        private static final long serialVersionUID = 1L;

        @Override
        public ArrayList<V> init() {
            return new ArrayList<>();
        }

        @Override
        public ArrayList<V> apply(ArrayList<V> aggregate, V value) {
            aggregate.add(value);
            return aggregate;
        }

        @Override
        public ArrayList<V> merge(ArrayList<V> accum1, ArrayList<V> accum2) {
            ArrayList<V> merged = new ArrayList<>(accum1);
            merged.addAll(accum2);
            return merged;
        }

        @Override
        public ArrayList<V> result(ArrayList<V> accum) {
            return accum;
        }
    }
}
