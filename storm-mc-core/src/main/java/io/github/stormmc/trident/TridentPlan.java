package io.github.stormmc.trident;

import io.github.stormmc.trident.compile.DrpcCompletion;
import io.github.stormmc.trident.compile.TopologyCompiler;
import io.github.stormmc.trident.graph.OpNode;
import io.github.stormmc.trident.graph.PartitionNode;
import io.github.stormmc.trident.graph.Partitioning;
import io.github.stormmc.trident.graph.SourceNode;
import io.github.stormmc.trident.graph.StateHandle;
import io.github.stormmc.trident.graph.StateNode;
import io.github.stormmc.trident.graph.TridentGraph;
import io.github.stormmc.trident.ops.ChainedAggregator;
import io.github.stormmc.trident.ops.CombinerAsAggregator;
import io.github.stormmc.trident.ops.ExtremeAggregator;
import io.github.stormmc.trident.ops.GroupedAggregator;
import io.github.stormmc.trident.ops.ReducerAsAggregator;
import io.github.stormmc.trident.processor.AggregateProcessor;
import io.github.stormmc.trident.processor.EachProcessor;
import io.github.stormmc.trident.processor.FilterProcessor;
import io.github.stormmc.trident.processor.GroupedMultiReduceProcessor;
import io.github.stormmc.trident.processor.JoinProcessor;
import io.github.stormmc.trident.processor.MultiReduceProcessor;
import io.github.stormmc.trident.processor.PassThroughProcessor;
import io.github.stormmc.trident.processor.PersistProcessor;
import io.github.stormmc.trident.processor.ProjectProcessor;
import io.github.stormmc.trident.processor.StateQueryProcessor;
import io.github.stormmc.trident.processor.TransformProcessor;
import io.github.stormmc.trident.processor.TridentProcessor;
import io.github.stormmc.trident.processor.WindowProcessor;
import io.github.stormmc.trident.runtime.BatchGlobalGrouping;
import io.github.stormmc.trident.spout.BatchSpoutSource;
import io.github.stormmc.trident.spout.OpaquePartitionedSource;
import io.github.stormmc.trident.spout.PartitionedSource;
import io.github.stormmc.trident.spout.RichSpoutSource;
import java.util.Comparator;
import java.util.List;
import org.apache.storm.drpc.DRPCSpout;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.topology.IRichSpout;
import org.apache.storm.trident.JoinOutFieldsMode;
import org.apache.storm.trident.JoinType;
import org.apache.storm.trident.operation.Aggregator;
import org.apache.storm.trident.operation.CombinerAggregator;
import org.apache.storm.trident.operation.Consumer;
import org.apache.storm.trident.operation.Filter;
import org.apache.storm.trident.operation.FlatMapFunction;
import org.apache.storm.trident.operation.Function;
import org.apache.storm.trident.operation.GroupedMultiReducer;
import org.apache.storm.trident.operation.MapFunction;
import org.apache.storm.trident.operation.MultiReducer;
import org.apache.storm.trident.operation.ReducerAggregator;
import org.apache.storm.trident.operation.impl.SingleEmitAggregator;
import org.apache.storm.trident.planner.Node;
import org.apache.storm.trident.spout.IBatchSpout;
import org.apache.storm.trident.spout.IOpaquePartitionedTridentSpout;
import org.apache.storm.trident.spout.IPartitionedTridentSpout;
import org.apache.storm.trident.spout.ITridentDataSource;
import org.apache.storm.trident.spout.ITridentSpout;
import org.apache.storm.trident.state.QueryFunction;
import org.apache.storm.trident.state.StateSpec;
import org.apache.storm.trident.state.StateUpdater;
import org.apache.storm.trident.windowing.WindowsStoreFactory;
import org.apache.storm.trident.windowing.config.WindowConfig;
import org.apache.storm.tuple.Fields;

/**
 * The one door from Trident's API ({@code TridentTopology}, {@code Stream}, {@code TridentState}, the fluent
 * declarers) into Storm-MC's Trident engine: the graph a topology builds, a node for each operation (which processor,
 * partitioning or source adapter runs it is decided here, not in the API), the aggregator adapters, and the
 * compilation into an ordinary topology. Nodes are Storm's {@link Node}s, so the API holds nothing of the engine's.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class TridentPlan {
    private final TridentGraph graph = new TridentGraph();

    public String newStreamId() {
        return graph.newStreamId();
    }

    public void add(Node node, List<Node> parents) {
        graph.add(node, parents);
    }

    /** Completes the DRPC streams and compiles the graph into spouts and bolts. */
    public StormTopology compile() {
        DrpcCompletion.complete(graph);
        return new TopologyCompiler(graph).compile();
    }

    // ---- sources and states ----

    /** A transactional stream from any Trident data source (or a plain rich spout); txIds must be unique. */
    public Node source(String txId, Object dataSource) {
        if (txId == null || txId.isEmpty()) {
            throw new IllegalArgumentException("newStream needs a non-empty transaction id (stream name)");
        }
        ITridentSpout spout;
        if (dataSource instanceof IRichSpout rich) {
            spout = new RichSpoutSource(rich);
        } else if (dataSource instanceof IBatchSpout batch) {
            spout = new BatchSpoutSource(batch);
        } else if (dataSource instanceof ITridentSpout trident) {
            spout = trident;
        } else if (dataSource instanceof IPartitionedTridentSpout partitioned) {
            spout = new PartitionedSource(partitioned);
        } else if (dataSource instanceof IOpaquePartitionedTridentSpout opaque) {
            spout = new OpaquePartitionedSource(opaque);
        } else {
            throw new UnsupportedOperationException("Unsupported Trident data source "
                + (dataSource == null ? "null" : dataSource.getClass().getName()) + " for stream '" + txId + "'");
        }
        for (Node node : graph.nodes()) {
            if (node instanceof SourceNode source && !source.drpc && source.txId.equals(txId)) {
                throw new IllegalArgumentException("Two Trident streams use the transaction id '" + txId + "'");
            }
        }
        return new SourceNode(newStreamId(), spout.getOutputFields(), spout, txId, false);
    }

    /** The source of a DRPC stream: fields {@code args} and {@code return-info}. */
    public Node drpcSource(DRPCSpout spout, String function) {
        return new SourceNode(newStreamId(), new Fields("args", "return-info"), spout, function, true);
    }

    /** A state no stream updates, only queried. */
    public Node staticState(String stateId, StateSpec spec) {
        return new StateNode(newStreamId(), new StateHandle(stateId, spec));
    }

    /** Updates a new state with each batch; its output is what the updater emits. */
    public Node persist(String stateId, StateSpec spec, Fields inputFields, StateUpdater updater, Fields outputFields) {
        return op(outputFields, new PersistProcessor(new StateHandle(stateId, spec), inputFields, updater));
    }

    /** Queries the state behind a state node (static, or the node persisting into it). */
    public Node stateQuery(Node state, Fields inputFields, QueryFunction function, Fields outputFields) {
        return op(outputFields, new StateQueryProcessor(handleOf(state), inputFields, function));
    }

    private static StateHandle handleOf(Node node) {
        if (node instanceof StateNode stateNode) {
            return stateNode.state;
        }
        if (node instanceof OpNode op && op.processor instanceof PersistProcessor persist) {
            return persist.handle();
        }
        throw new IllegalStateException("Not a state: " + node);
    }

    // ---- operations within a partition ----

    public Node project(Fields keep) {
        return op(keep, new ProjectProcessor(keep));
    }

    public Node each(Fields inputFields, Function function, Fields outputFields) {
        return op(outputFields, new EachProcessor(inputFields, function));
    }

    public Node filter(Fields inputFields, Filter filter, Fields outputFields) {
        return op(outputFields, new FilterProcessor(inputFields, filter));
    }

    public Node partitionAggregate(Fields inputFields, Aggregator aggregator, Fields outputFields) {
        return op(outputFields, new AggregateProcessor(inputFields, aggregator));
    }

    public Node map(MapFunction function, Fields outputFields) {
        return op(outputFields, TransformProcessor.map(function));
    }

    public Node flatMap(FlatMapFunction function, Fields outputFields) {
        return op(outputFields, TransformProcessor.flatMap(function));
    }

    public Node peek(Consumer action, Fields outputFields) {
        return op(outputFields, TransformProcessor.peek(action));
    }

    public Node window(WindowConfig config, WindowsStoreFactory storeFactory, Fields inputFields, Aggregator aggregator,
                       Fields outputFields) {
        return op(outputFields, new WindowProcessor(config, storeFactory, inputFields, aggregator));
    }

    private Node op(Fields outputFields, TridentProcessor processor) {
        return new OpNode(newStreamId(), outputFields, processor);
    }

    // ---- repartitioning ----

    public Node partitionBy(Fields outputFields, Fields keys) {
        return partition(outputFields, Partitioning.fields(keys));
    }

    public Node partition(Fields outputFields, CustomStreamGrouping grouping) {
        return partition(outputFields, Partitioning.custom(grouping));
    }

    public Node shuffle(Fields outputFields) {
        return partition(outputFields, Partitioning.of(Partitioning.Kind.SHUFFLE));
    }

    public Node localOrShuffle(Fields outputFields) {
        return partition(outputFields, Partitioning.of(Partitioning.Kind.LOCAL_OR_SHUFFLE));
    }

    public Node global(Fields outputFields) {
        return partition(outputFields, Partitioning.of(Partitioning.Kind.GLOBAL));
    }

    public Node batchGlobal(Fields outputFields) {
        return partition(outputFields, Partitioning.of(Partitioning.Kind.BATCH_GLOBAL));
    }

    public Node broadcast(Fields outputFields) {
        return partition(outputFields, Partitioning.of(Partitioning.Kind.BROADCAST));
    }

    public Node identityPartition(Fields outputFields) {
        return partition(outputFields, Partitioning.of(Partitioning.Kind.IDENTITY));
    }

    private Node partition(Fields outputFields, Partitioning partitioning) {
        return new PartitionNode(newStreamId(), outputFields, partitioning);
    }

    // ---- several streams ----

    public Node multiReduce(List<Fields> inputFields, MultiReducer reducer, Fields outputFields) {
        return op(outputFields, new MultiReduceProcessor(inputFields, reducer));
    }

    public Node groupedMultiReduce(List<Fields> groupFields, List<Fields> otherFields, GroupedMultiReducer reducer,
                                   Fields outputFields) {
        return op(outputFields, new GroupedMultiReduceProcessor(groupFields, otherFields, reducer));
    }

    public Node merge(Fields outputFields) {
        return op(outputFields, new PassThroughProcessor());
    }

    public Node join(List<Fields> joinFields, List<Fields> otherFields, List<JoinType> types, JoinOutFieldsMode mode,
                     Fields outputFields) {
        return op(outputFields, new JoinProcessor(joinFields, otherFields, types, mode));
    }

    // ---- aggregator adapters ----

    /** The smallest or largest tuple, by a field's natural order or a comparator. */
    public static Aggregator extreme(String field, Comparator comparator, boolean max) {
        return new ExtremeAggregator(field, comparator, max);
    }

    public static Aggregator asAggregator(CombinerAggregator combiner) {
        return new CombinerAsAggregator(combiner);
    }

    public static Aggregator asAggregator(ReducerAggregator reducer) {
        return new ReducerAsAggregator(reducer);
    }

    /** Several aggregators over one batch, their outputs side by side. */
    public static Aggregator chain(List<Aggregator> aggregators, List<Fields> inputFields) {
        return new ChainedAggregator(aggregators, inputFields);
    }

    /** An aggregator run once per group of the batch. */
    public static Aggregator grouped(Aggregator aggregator, Fields groupFields, Fields inputFields) {
        return new GroupedAggregator(aggregator, groupFields, inputFields);
    }

    /** Where a batch-global single emit goes: the partition the batch-global grouping picks for the batch. */
    public static SingleEmitAggregator.BatchToPartition batchGlobalPartition() {
        return new BatchGlobalGrouping();
    }
}
