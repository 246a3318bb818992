package io.github.stormmc.streams;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.streams.operations.CombinerAggregator;
import org.apache.storm.streams.operations.Consumer;
import org.apache.storm.streams.operations.FlatMapFunction;
import org.apache.storm.streams.operations.Function;
import org.apache.storm.streams.operations.Predicate;
import org.apache.storm.streams.operations.Reducer;
import org.apache.storm.streams.operations.StateUpdater;
import org.apache.storm.streams.operations.ValueJoiner;
import org.apache.storm.streams.windowing.Window;
import org.apache.storm.topology.IRichSpout;

/**
 * The graph behind a {@code StreamBuilder}: every stream operation adds nodes here, and {@link #build()} compiles
 * the graph into a topology. Decides where data must be re-partitioned (global and per-key aggregations, joins,
 * state), pre-aggregating per task first where the input is windowed and spread over several tasks.
 */
public final class StreamGraph {
    private final List<StreamNode> nodes = new ArrayList<>();

    private StreamNode add(StreamNode.Kind kind, List<StreamNode> parents, boolean pair, int parallelism) {
        if (parallelism < 1) {
            throw new IllegalArgumentException("Streams parallelism must be at least 1, got " + parallelism);
        }
        StreamNode node = new StreamNode(nodes.size() + 1, kind, parents, pair, parallelism);
        nodes.add(node);
        return node;
    }

    private StreamNode op(StreamNode parent, Op op, boolean pair) {
        return op(List.of(parent), op, pair, parent.parallelism);
    }

    private StreamNode op(List<StreamNode> parents, Op op, boolean pair, int parallelism) {
        StreamNode node = add(StreamNode.Kind.OP, parents, pair, parallelism);
        node.op = op;
        op.setWindowed(node.windowed);
        return node;
    }

    public StreamNode spout(IRichSpout spout, int parallelism) {
        StreamNode node = add(StreamNode.Kind.SPOUT, List.of(), false, parallelism);
        node.spout = Objects.requireNonNull(spout, "spout");
        return node;
    }

    public StreamNode partition(StreamNode parent, StreamNode.Routing routing, int parallelism) {
        StreamNode node = add(StreamNode.Kind.PARTITION, List.of(parent), parent.pair, parallelism);
        node.routing = routing;
        return node;
    }

    public StreamNode window(StreamNode parent, Window<?, ?> window) {
        StreamNode node = add(StreamNode.Kind.WINDOW, List.of(parent), parent.pair, parent.parallelism);
        node.window = Objects.requireNonNull(window, "window");
        return node;
    }

    public StreamNode sink(StreamNode parent, Object bolt, int parallelism) {
        StreamNode node = add(StreamNode.Kind.SINK, List.of(parent), parent.pair, parallelism);
        node.sinkBolt = Objects.requireNonNull(bolt, "bolt");
        return node;
    }

    public StreamNode map(StreamNode parent, Function<?, ?> fn, boolean pairResult) {
        return op(parent, new Ops.Transform(Objects.requireNonNull(fn, "function")), pairResult);
    }

    public StreamNode flatMap(StreamNode parent, FlatMapFunction<?, ?> fn, boolean pairResult) {
        return op(parent, new Ops.FlatMap(Objects.requireNonNull(fn, "function")), pairResult);
    }

    public StreamNode mapValues(StreamNode parent, Function<?, ?> fn) {
        return op(parent, new Ops.MapValues(Objects.requireNonNull(fn, "function")), true);
    }

    public StreamNode flatMapValues(StreamNode parent, FlatMapFunction<?, ?> fn) {
        return op(parent, new Ops.FlatMapValues(Objects.requireNonNull(fn, "function")), true);
    }

    public StreamNode filter(StreamNode parent, Predicate<?> predicate) {
        return op(parent, new Ops.Filter(Objects.requireNonNull(predicate, "predicate")), parent.pair);
    }

    public StreamNode each(StreamNode parent, Consumer<?> consumer, boolean forward) {
        return op(parent, new Ops.Each(Objects.requireNonNull(consumer, "consumer"), forward), parent.pair);
    }

    /** One arm per predicate, in order; each value goes to the arm of the first predicate it satisfies. */
    public List<StreamNode> branch(StreamNode parent, Predicate<?>[] predicates) {
        StreamNode branch = op(parent, new Ops.Branch(predicates), parent.pair);
        List<StreamNode> arms = new ArrayList<>();
        for (int i = 0; i < predicates.length; i++) {
            arms.add(op(branch, new Ops.Identity(), parent.pair));
        }
        return arms;
    }

    /** True when the values reaching {@code node} are windowed (aggregates then emit once per window). */
    private static boolean windowedAt(StreamNode node) {
        return node.windowed || node.kind == StreamNode.Kind.WINDOW;
    }

    public StreamNode aggregate(StreamNode parent, CombinerAggregator<?, ?, ?> aggregator) {
        if (parent.parallelism == 1) {
            return op(parent, new Ops.Aggregate(aggregator, false), false);
        }
        if (windowedAt(parent)) {
            StreamNode partial = op(parent, new Ops.Aggregate(aggregator, true), false);
            return op(partition(partial, StreamNode.Routing.GLOBAL, 1), new Ops.Merge(aggregator), false);
        }
        return op(partition(parent, StreamNode.Routing.GLOBAL, 1), new Ops.Aggregate(aggregator, false), false);
    }

    public StreamNode reduce(StreamNode parent, Reducer<?> reducer) {
        Objects.requireNonNull(reducer, "reducer");
        if (parent.parallelism == 1) {
            return op(parent, new Ops.Reduce(reducer), parent.pair);
        }
        StreamNode input = windowedAt(parent) ? op(parent, new Ops.Reduce(reducer), parent.pair) : parent;
        return op(partition(input, StreamNode.Routing.GLOBAL, 1), new Ops.Reduce(reducer), parent.pair);
    }

    private StreamNode byKey(StreamNode parent) {
        return parent.parallelism > 1 ? partition(parent, StreamNode.Routing.KEY, parent.parallelism) : parent;
    }

    public StreamNode aggregateByKey(StreamNode parent, CombinerAggregator<?, ?, ?> aggregator) {
        Objects.requireNonNull(aggregator, "aggregator");
        if (parent.parallelism > 1 && windowedAt(parent)) {
            StreamNode partial = op(parent, new Ops.AggregateByKey(aggregator, true, false), true);
            return op(byKey(partial), new Ops.AggregateByKey(aggregator, false, true), true);
        }
        return op(byKey(parent), new Ops.AggregateByKey(aggregator, false, false), true);
    }

    public StreamNode reduceByKey(StreamNode parent, Reducer<?> reducer) {
        Objects.requireNonNull(reducer, "reducer");
        StreamNode input = parent.parallelism > 1 && windowedAt(parent)
            ? op(parent, new Ops.ReduceByKey(reducer), true) : parent;
        return op(byKey(input), new Ops.ReduceByKey(reducer), true);
    }

    public StreamNode groupByKey(StreamNode parent) {
        return op(byKey(parent), new Ops.AggregateByKey(new Ops.CollectValues(), false, false), true);
    }

    public StreamNode groupByKeyAndWindow(StreamNode parent, Window<?, ?> window) {
        return op(window(byKey(parent), window),
            new Ops.AggregateByKey(new Ops.CollectValues(), false, false), true);
    }

    public StreamNode reduceByKeyAndWindow(StreamNode parent, Reducer<?> reducer, Window<?, ?> window) {
        return op(window(byKey(parent), window), new Ops.ReduceByKey(Objects.requireNonNull(reducer, "reducer")),
            true);
    }

    private List<StreamNode> keyedPair(StreamNode left, StreamNode right) {
        int parallelism = Math.max(left.parallelism, right.parallelism);
        if (parallelism == 1) {
            return List.of(left, right);
        }
        return List.of(partition(left, StreamNode.Routing.KEY, parallelism),
            partition(right, StreamNode.Routing.KEY, parallelism));
    }

    public StreamNode join(StreamNode left, StreamNode right, ValueJoiner<?, ?, ?> joiner, boolean leftOuter,
                           boolean rightOuter) {
        List<StreamNode> inputs = keyedPair(left, right);
        return op(inputs, new Join(Objects.requireNonNull(joiner, "joiner"), leftOuter, rightOuter), true,
            Math.max(left.parallelism, right.parallelism));
    }

    public StreamNode coGroupByKey(StreamNode left, StreamNode right) {
        return op(keyedPair(left, right), new CoGroup(), true, Math.max(left.parallelism, right.parallelism));
    }

    public StreamNode updateStateByKey(StreamNode parent, StateUpdater<?, ?> updater) {
        StreamNode keyed = partition(parent, StreamNode.Routing.KEY, parent.parallelism);
        return op(keyed, new Ops.UpdateState(Objects.requireNonNull(updater, "updater")), true);
    }

    /** The query runs in the bolt (and task) holding the state: routed by value, as the state is by key. */
    public StreamNode stateQuery(StreamNode keys, StreamNode updateNode) {
        StreamNode routed = partition(keys, StreamNode.Routing.VALUE, updateNode.parallelism);
        StreamNode node = op(List.of(routed), new Ops.StateQuery(), true, updateNode.parallelism);
        node.colocateWith = updateNode;
        return node;
    }

    public StormTopology build() {
        return new StreamCompiler(nodes).compile();
    }
}
