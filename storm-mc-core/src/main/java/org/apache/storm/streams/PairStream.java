package org.apache.storm.streams;

import io.github.stormmc.streams.StreamNode;
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
import org.apache.storm.streams.windowing.Window;

/**
 * A stream of key-value pairs, with the per-key operations (aggregations, grouping, joins, state).
 */
public class PairStream<K, V> extends Stream<Pair<K, V>> {

    PairStream(StreamBuilder topology, StreamNode node) {
        super(topology, node);
    }

    private <K2, V2> PairStream<K2, V2> pairs(StreamNode node) {
        return new PairStream<>(streamBuilder, node);
    }

    public <R> PairStream<K, R> mapValues(Function<? super V, ? extends R> function) {
        return pairs(graph().mapValues(streamNode, function));
    }

    public <R> PairStream<K, R> flatMapValues(FlatMapFunction<? super V, ? extends R> function) {
        return pairs(graph().flatMapValues(streamNode, function));
    }

    public <R> PairStream<K, R> aggregateByKey(R initialValue,
                                               BiFunction<? super R, ? super V, ? extends R> accumulator,
                                               BiFunction<? super R, ? super R, ? extends R> combiner) {
        return aggregateByKey(CombinerAggregator.of(initialValue, accumulator, combiner));
    }

    public <A, R> PairStream<K, R> aggregateByKey(CombinerAggregator<? super V, A, ? extends R> aggregator) {
        return pairs(graph().aggregateByKey(streamNode, aggregator));
    }

    public PairStream<K, Long> countByKey() {
        return aggregateByKey(new Count<>());
    }

    public PairStream<K, V> reduceByKey(Reducer<V> reducer) {
        return pairs(graph().reduceByKey(streamNode, reducer));
    }

    public PairStream<K, Iterable<V>> groupByKey() {
        return pairs(graph().groupByKey(streamNode));
    }

    public PairStream<K, Iterable<V>> groupByKeyAndWindow(Window<?, ?> window) {
        return pairs(graph().groupByKeyAndWindow(streamNode, window));
    }

    public PairStream<K, V> reduceByKeyAndWindow(Reducer<V> reducer, Window<?, ?> window) {
        return pairs(graph().reduceByKeyAndWindow(streamNode, reducer, window));
    }

    @Override
    public PairStream<K, V> peek(Consumer<? super Pair<K, V>> action) {
        return pairs(graph().each(streamNode, action, true));
    }

    @Override
    public PairStream<K, V> filter(Predicate<? super Pair<K, V>> predicate) {
        return pairs(graph().filter(streamNode, predicate));
    }

    public <V1> PairStream<K, Pair<V, V1>> join(PairStream<K, V1> otherStream) {
        return join(otherStream, new PairValueJoiner<>());
    }

    public <R, V1> PairStream<K, R> join(PairStream<K, V1> otherStream,
                                         ValueJoiner<? super V, ? super V1, ? extends R> valueJoiner) {
        return pairs(graph().join(streamNode, otherStream.streamNode, valueJoiner, false, false));
    }

    public <V1> PairStream<K, Pair<V, V1>> leftOuterJoin(PairStream<K, V1> otherStream) {
        return leftOuterJoin(otherStream, new PairValueJoiner<>());
    }

    public <R, V1> PairStream<K, R> leftOuterJoin(PairStream<K, V1> otherStream,
                                                  ValueJoiner<? super V, ? super V1, ? extends R> valueJoiner) {
        return pairs(graph().join(streamNode, otherStream.streamNode, valueJoiner, true, false));
    }

    public <V1> PairStream<K, Pair<V, V1>> rightOuterJoin(PairStream<K, V1> otherStream) {
        return rightOuterJoin(otherStream, new PairValueJoiner<>());
    }

    public <R, V1> PairStream<K, R> rightOuterJoin(PairStream<K, V1> otherStream,
                                                   ValueJoiner<? super V, ? super V1, ? extends R> valueJoiner) {
        return pairs(graph().join(streamNode, otherStream.streamNode, valueJoiner, false, true));
    }

    public <V1> PairStream<K, Pair<V, V1>> fullOuterJoin(PairStream<K, V1> otherStream) {
        return fullOuterJoin(otherStream, new PairValueJoiner<>());
    }

    public <R, V1> PairStream<K, R> fullOuterJoin(PairStream<K, V1> otherStream,
                                                  ValueJoiner<? super V, ? super V1, ? extends R> valueJoiner) {
        return pairs(graph().join(streamNode, otherStream.streamNode, valueJoiner, true, true));
    }

    @Override
    public PairStream<K, V> window(Window<?, ?> window) {
        return pairs(graph().window(streamNode, window));
    }

    @Override
    public PairStream<K, V> repartition(int parallelism) {
        return pairs(graph().partition(streamNode, StreamNode.Routing.SHUFFLE, parallelism));
    }

    @Override
    @SuppressWarnings("unchecked")
    public PairStream<K, V>[] branch(Predicate<? super Pair<K, V>>... predicates) {
        List<StreamNode> arms = graph().branch(streamNode, predicates);
        PairStream<K, V>[] streams = new PairStream[arms.size()];
        for (int i = 0; i < streams.length; i++) {
            streams[i] = pairs(arms.get(i));
        }
        return streams;
    }

    public <R> StreamState<K, R> updateStateByKey(R initialValue,
                                                  BiFunction<? super R, ? super V, ? extends R> stateUpdateFn) {
        return updateStateByKey(StateUpdater.of(initialValue, stateUpdateFn));
    }

    public <R> StreamState<K, R> updateStateByKey(StateUpdater<? super V, ? extends R> stateUpdater) {
        return new StreamState<>(pairs(graph().updateStateByKey(streamNode, stateUpdater)));
    }

    public <V1> PairStream<K, Pair<Iterable<V>, Iterable<V1>>> coGroupByKey(PairStream<K, V1> otherStream) {
        return pairs(graph().coGroupByKey(streamNode, otherStream.streamNode));
    }
}
