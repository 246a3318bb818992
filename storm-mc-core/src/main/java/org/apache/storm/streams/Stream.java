package org.apache.storm.streams;

import java.util.ArrayList;
import java.util.List;
import org.apache.storm.streams.operations.BiFunction;
import org.apache.storm.streams.operations.CombinerAggregator;
import org.apache.storm.streams.operations.Consumer;
import org.apache.storm.streams.operations.FlatMapFunction;
import org.apache.storm.streams.operations.Function;
import org.apache.storm.streams.operations.IdentityFunction;
import org.apache.storm.streams.operations.PairFlatMapFunction;
import org.apache.storm.streams.operations.PairFunction;
import org.apache.storm.streams.operations.Predicate;
import org.apache.storm.streams.operations.PrintConsumer;
import org.apache.storm.streams.operations.Reducer;
import org.apache.storm.streams.operations.aggregators.Count;
import org.apache.storm.streams.processors.AggregateProcessor;
import org.apache.storm.streams.processors.BranchProcessor;
import org.apache.storm.streams.processors.FilterProcessor;
import org.apache.storm.streams.processors.FlatMapProcessor;
import org.apache.storm.streams.processors.ForEachProcessor;
import org.apache.storm.streams.processors.MapProcessor;
import org.apache.storm.streams.processors.MergeAggregateProcessor;
import org.apache.storm.streams.processors.PeekProcessor;
import org.apache.storm.streams.processors.Processor;
import org.apache.storm.streams.processors.ReduceProcessor;
import org.apache.storm.streams.processors.StateQueryProcessor;
import org.apache.storm.streams.windowing.Window;
import org.apache.storm.topology.IBasicBolt;
import org.apache.storm.topology.IRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.Utils;

/**
 * A stream of values of type {@code T}: one output stream of a node of the builder's graph. Each operation adds a
 * node and returns the stream of its results; nothing runs until the builder's topology is submitted.
 */
public class Stream<T> {
    protected static final Fields KEY = new Fields("key");
    protected static final Fields VALUE = new Fields("value");
    protected static final Fields KEY_VALUE = new Fields("key", "value");
    protected final StreamBuilder streamBuilder;
    protected final Node node;
    protected final String stream;

    Stream(StreamBuilder streamBuilder, Node node) {
        this.streamBuilder = streamBuilder;
        this.node = node;
        this.stream = node.getOutputStreams().iterator().next();
    }

    public Stream<T> filter(Predicate<? super T> predicate) {
        return new Stream<>(streamBuilder, addProcessorNode(new FilterProcessor<>(predicate), passThroughFields(), true));
    }

    public <R> Stream<R> map(Function<? super T, ? extends R> function) {
        return new Stream<>(streamBuilder, addProcessorNode(new MapProcessor<>(function), VALUE));
    }

    public <K, V> PairStream<K, V> mapToPair(PairFunction<? super T, ? extends K, ? extends V> function) {
        return new PairStream<>(streamBuilder, addProcessorNode(new MapProcessor<>(function), KEY_VALUE));
    }

    public <R> Stream<R> flatMap(FlatMapFunction<? super T, ? extends R> function) {
        return new Stream<>(streamBuilder, addProcessorNode(new FlatMapProcessor<>(function), VALUE));
    }

    public <K, V> PairStream<K, V> flatMapToPair(PairFlatMapFunction<? super T, ? extends K, ? extends V> function) {
        return new PairStream<>(streamBuilder, addProcessorNode(new FlatMapProcessor<>(function), KEY_VALUE));
    }

    public Stream<T> window(Window<?, ?> window) {
        return new Stream<>(streamBuilder, addNode(new WindowNode(window, stream, node.getOutputFields())));
    }

    public void forEach(Consumer<? super T> action) {
        addProcessorNode(new ForEachProcessor<>(action), new Fields());
    }

    public Stream<T> peek(Consumer<? super T> action) {
        return new Stream<>(streamBuilder, addProcessorNode(new PeekProcessor<>(action), passThroughFields(), true));
    }

    public <A, R> Stream<R> aggregate(CombinerAggregator<? super T, A, ? extends R> aggregator) {
        return combine(aggregator);
    }

    public <R> Stream<R> aggregate(R initialValue, BiFunction<? super R, ? super T, ? extends R> accumulator,
                                   BiFunction<? super R, ? super R, ? extends R> combiner) {
        return combine(CombinerAggregator.of(initialValue, accumulator, combiner));
    }

    public Stream<Long> count() {
        return aggregate(new Count<>());
    }

    public Stream<T> reduce(Reducer<T> reducer) {
        return combine(reducer);
    }

    /** Spreads the values over {@code parallelism} tasks; a no-op when the stream already runs on that many. */
    public Stream<T> repartition(int parallelism) {
        if (parallelism < 1) {
            throw new IllegalArgumentException("Parallelism must be at least 1, got " + parallelism);
        }
        if (node.getParallelism() == parallelism) {
            return this;
        }
        return new Stream<>(streamBuilder, addNode(node, new PartitionNode(stream, node.getOutputFields()), parallelism));
    }

    /**
     * One stream per predicate; each value goes to the stream of the first predicate that accepts it. The arms are
     * identity operations reading the branch operation's per-arm streams ("&lt;arm stream&gt;-branch").
     */
    @SuppressWarnings("unchecked")
    public Stream<T>[] branch(Predicate<? super T>... predicates) {
        List<Stream<T>> arms = new ArrayList<>();
        if (predicates.length > 0) {
            BranchProcessor<T> branch = new BranchProcessor<>();
            Node branchNode = addProcessorNode(branch, passThroughFields());
            for (Predicate<? super T> predicate : predicates) {
                ProcessorNode arm = makeProcessorNode(new MapProcessor<>(new IdentityFunction<>()), passThroughFields());
                String armStream = arm.getOutputStreams().iterator().next() + "-branch";
                branchNode.addOutputStream(armStream);
                streamBuilder.addNode(branchNode, arm, armStream);
                branch.addPredicate(predicate, armStream);
                arms.add(new Stream<>(streamBuilder, arm));
            }
        }
        return arms.toArray(new Stream[0]);
    }

    public void print() {
        forEach(new PrintConsumer<T>());
    }

    public void to(IRichBolt bolt) {
        to(bolt, 1);
    }

    public void to(IRichBolt bolt, int parallelism) {
        addSinkNode(new SinkNode(bolt), parallelism);
    }

    public void to(IBasicBolt bolt) {
        to(bolt, 1);
    }

    public void to(IBasicBolt bolt, int parallelism) {
        addSinkNode(new SinkNode(bolt), parallelism);
    }

    /** Looks each value up in the state; runs in the bolt (and the task) that holds the key. */
    public <V> PairStream<T, V> stateQuery(StreamState<T, V> streamState) {
        Node query = partitionBy(VALUE, node.getParallelism())
            .addProcessorNode(new StateQueryProcessor<>(streamState), KEY_VALUE);
        return new PairStream<>(streamBuilder, query);
    }

    Node getNode() {
        return node;
    }

    String getStream() {
        return stream;
    }

    Node addNode(Node parent, Node child, int parallelism) {
        return streamBuilder.addNode(parent, child, parallelism);
    }

    Node addNode(Node child) {
        return streamBuilder.addNode(node, child);
    }

    Node addProcessorNode(Processor<?> processor, Fields outputFields) {
        return addNode(makeProcessorNode(processor, outputFields));
    }

    Node addProcessorNode(Processor<?> processor, Fields outputFields, boolean preservesKey) {
        return addNode(makeProcessorNode(processor, outputFields, preservesKey));
    }

    ProcessorNode makeProcessorNode(Processor<?> processor, Fields outputFields, boolean preservesKey) {
        return new ProcessorNode(processor, streamBuilder.ids().getUniqueStreamId(), outputFields, preservesKey);
    }

    private ProcessorNode makeProcessorNode(Processor<?> processor, Fields outputFields) {
        return makeProcessorNode(processor, outputFields, false);
    }

    /** The fields of an operation that passes values on unchanged: a pair stays two fields, anything else one. */
    private Fields passThroughFields() {
        return node.emitsPair() ? KEY_VALUE : VALUE;
    }

    private void addSinkNode(SinkNode sink, int parallelism) {
        for (Node marker = node; marker instanceof WindowNode || marker instanceof PartitionNode;
             marker = streamBuilder.graph().parents(marker).get(0)) {
            if (marker instanceof WindowNode) {
                throw new UnsupportedOperationException("to(bolt) directly after window(...) is not supported: "
                    + "aggregate or transform the windowed stream before sending it to a bolt");
            }
        }
        sink.setComponentId(streamBuilder.ids().getUniqueBoltId());
        if (node instanceof SpoutNode) {
            streamBuilder.addNode(node, sink, Utils.DEFAULT_STREAM_ID, parallelism);
        } else {
            addNode(node, sink, parallelism);
        }
    }

    /** Routes the stream by {@code fields} onto {@code parallelism} tasks. */
    protected Stream<T> partitionBy(Fields fields, int parallelism) {
        PartitionNode partition = new PartitionNode(stream, node.getOutputFields(), GroupingInfo.fields(fields));
        return new Stream<>(streamBuilder, addNode(node, partition, parallelism));
    }

    private Stream<T> global() {
        return new Stream<>(streamBuilder,
            addNode(new PartitionNode(stream, node.getOutputFields(), GroupingInfo.global())));
    }

    /**
     * On one task the aggregation runs in place. On several, it runs on one task behind a global grouping; when the
     * values come from a windowed operation, each task first aggregates its share of the window and the global task
     * merges those partial results.
     */
    @SuppressWarnings("unchecked")
    private <A, R> Stream<R> combine(CombinerAggregator<? super T, A, ? extends R> aggregator) {
        if (node.getParallelism() == 1) {
            return new Stream<>(streamBuilder, addProcessorNode(new AggregateProcessor<>(aggregator), VALUE));
        }
        if (node instanceof ProcessorNode && node.isWindowed()) {
            Stream<A> partials = new Stream<>(streamBuilder,
                addProcessorNode(new AggregateProcessor<>(aggregator, true), VALUE, true));
            return new Stream<>(streamBuilder,
                partials.global().addProcessorNode(new MergeAggregateProcessor<>(aggregator), VALUE));
        }
        return new Stream<>(streamBuilder, global().addProcessorNode(new AggregateProcessor<>(aggregator), VALUE));
    }

    /** As {@link #combine(CombinerAggregator)}, with a reducer: partial reductions are reduced again. */
    private Stream<T> combine(Reducer<T> reducer) {
        if (node.getParallelism() == 1) {
            return new Stream<>(streamBuilder, addProcessorNode(new ReduceProcessor<>(reducer), VALUE));
        }
        Stream<T> input = this;
        if (node instanceof ProcessorNode && node.isWindowed()) {
            input = new Stream<>(streamBuilder, addProcessorNode(new ReduceProcessor<>(reducer), VALUE));
        }
        return new Stream<>(streamBuilder, input.global().addProcessorNode(new ReduceProcessor<>(reducer), VALUE));
    }
}
