package org.apache.storm.streams;

import io.github.stormmc.streams.StreamGraph;
import io.github.stormmc.streams.StreamNode;
import java.util.List;
import org.apache.storm.streams.operations.BiFunction;
import org.apache.storm.streams.operations.CombinerAggregator;
import org.apache.storm.streams.operations.Consumer;
import org.apache.storm.streams.operations.FlatMapFunction;
import org.apache.storm.streams.operations.Function;
import org.apache.storm.streams.operations.PairFlatMapFunction;
import org.apache.storm.streams.operations.PairFunction;
import org.apache.storm.streams.operations.Predicate;
import org.apache.storm.streams.operations.PrintConsumer;
import org.apache.storm.streams.operations.Reducer;
import org.apache.storm.streams.operations.aggregators.Count;
import org.apache.storm.streams.windowing.Window;
import org.apache.storm.topology.IBasicBolt;
import org.apache.storm.topology.IRichBolt;
import org.apache.storm.tuple.Fields;

/**
 * A stream of values of type {@code T}. Each operation returns a new stream; nothing runs until the builder's
 * topology is submitted.
 */
public class Stream<T> {
    protected static final Fields KEY = new Fields("key");
    protected static final Fields VALUE = new Fields("value");
    protected static final Fields KEY_VALUE = new Fields("key", "value");
    protected final StreamBuilder streamBuilder;
    protected final String stream;
    final StreamNode streamNode;

    Stream(StreamBuilder streamBuilder, StreamNode node) {
        this.streamBuilder = streamBuilder;
        this.streamNode = node;
        this.stream = "s" + node.id();
    }

    StreamGraph graph() {
        return streamBuilder.graph();
    }

    public Stream<T> filter(Predicate<? super T> predicate) {
        return new Stream<>(streamBuilder, graph().filter(streamNode, predicate));
    }

    public <R> Stream<R> map(Function<? super T, ? extends R> function) {
        return new Stream<>(streamBuilder, graph().map(streamNode, function, false));
    }

    public <K, V> PairStream<K, V> mapToPair(PairFunction<? super T, ? extends K, ? extends V> function) {
        return new PairStream<>(streamBuilder, graph().map(streamNode, function, true));
    }

    public <R> Stream<R> flatMap(FlatMapFunction<? super T, ? extends R> function) {
        return new Stream<>(streamBuilder, graph().flatMap(streamNode, function, false));
    }

    public <K, V> PairStream<K, V> flatMapToPair(PairFlatMapFunction<? super T, ? extends K, ? extends V> function) {
        return new PairStream<>(streamBuilder, graph().flatMap(streamNode, function, true));
    }

    public Stream<T> window(Window<?, ?> window) {
        return new Stream<>(streamBuilder, graph().window(streamNode, window));
    }

    public void forEach(Consumer<? super T> action) {
        graph().each(streamNode, action, false);
    }

    public Stream<T> peek(Consumer<? super T> action) {
        return new Stream<>(streamBuilder, graph().each(streamNode, action, true));
    }

    public <A, R> Stream<R> aggregate(CombinerAggregator<? super T, A, ? extends R> aggregator) {
        return new Stream<>(streamBuilder, graph().aggregate(streamNode, aggregator));
    }

    public <R> Stream<R> aggregate(R initialValue, BiFunction<? super R, ? super T, ? extends R> accumulator,
                                   BiFunction<? super R, ? super R, ? extends R> combiner) {
        return aggregate(CombinerAggregator.of(initialValue, accumulator, combiner));
    }

    public Stream<Long> count() {
        return aggregate(new Count<>());
    }

    public Stream<T> reduce(Reducer<T> reducer) {
        return new Stream<>(streamBuilder, graph().reduce(streamNode, reducer));
    }

    public Stream<T> repartition(int parallelism) {
        return new Stream<>(streamBuilder, graph().partition(streamNode, StreamNode.Routing.SHUFFLE, parallelism));
    }

    /** Routes the stream by the named tuple field ({@code key} or {@code value}) onto {@code parallelism} tasks. */
    protected Stream<T> partitionBy(Fields fields, int parallelism) {
        StreamNode.Routing routing;
        if (fields.toList().equals(KEY.toList())) {
            routing = StreamNode.Routing.KEY;
        } else if (fields.toList().equals(VALUE.toList())) {
            routing = StreamNode.Routing.VALUE;
        } else {
            throw new IllegalArgumentException("Streams can only be partitioned by " + KEY + " or " + VALUE
                + ", not " + fields);
        }
        return new Stream<>(streamBuilder, graph().partition(streamNode, routing, parallelism));
    }

    @SuppressWarnings("unchecked")
    public Stream<T>[] branch(Predicate<? super T>... predicates) {
        List<StreamNode> arms = graph().branch(streamNode, predicates);
        Stream<T>[] streams = new Stream[arms.size()];
        for (int i = 0; i < streams.length; i++) {
            streams[i] = new Stream<>(streamBuilder, arms.get(i));
        }
        return streams;
    }

    public void print() {
        forEach(new PrintConsumer<>());
    }

    public void to(IRichBolt bolt) {
        to(bolt, 1);
    }

    public void to(IRichBolt bolt, int parallelism) {
        graph().sink(streamNode, bolt, parallelism);
    }

    public void to(IBasicBolt bolt) {
        to(bolt, 1);
    }

    public void to(IBasicBolt bolt, int parallelism) {
        graph().sink(streamNode, bolt, parallelism);
    }

    public <V> PairStream<T, V> stateQuery(StreamState<T, V> streamState) {
        return new PairStream<>(streamBuilder, graph().stateQuery(streamNode, streamState.updateNode()));
    }
}
