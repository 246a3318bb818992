package org.apache.storm.streams;

import java.util.LinkedHashSet;
import java.util.Set;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.streams.operations.mappers.PairValueMapper;
import org.apache.storm.streams.operations.mappers.TupleValueMapper;
import org.apache.storm.topology.IRichSpout;
import org.apache.storm.tuple.Tuple;

/**
 * Entry point of the Streams API: creates streams from spouts, records every operation on them as a graph of nodes,
 * and plans that graph into a topology of processor bolts ({@link StreamPlanner}).
 */
public class StreamBuilder {
    private final NodeGraph graph = new NodeGraph();
    private final UniqueIdGen ids = new UniqueIdGen();

    public StreamBuilder() {
    }

    public Stream<Tuple> newStream(IRichSpout spout) {
        return newStream(spout, 1);
    }

    public Stream<Tuple> newStream(IRichSpout spout, int parallelism) {
        if (parallelism < 1) {
            throw new IllegalArgumentException("Parallelism must be at least 1, got " + parallelism);
        }
        SpoutNode spoutNode = new SpoutNode(spout);
        spoutNode.setComponentId(ids.getUniqueSpoutId());
        spoutNode.setParallelism(parallelism);
        graph.addVertex(spoutNode);
        return new Stream<>(this, spoutNode);
    }

    public <T> Stream<T> newStream(IRichSpout spout, TupleValueMapper<T> valueMapper) {
        return newStream(spout).map(valueMapper);
    }

    public <T> Stream<T> newStream(IRichSpout spout, TupleValueMapper<T> valueMapper, int parallelism) {
        return newStream(spout, parallelism).map(valueMapper);
    }

    public <K, V> PairStream<K, V> newStream(IRichSpout spout, PairValueMapper<K, V> pairValueMapper) {
        return newStream(spout).mapToPair(pairValueMapper);
    }

    public <K, V> PairStream<K, V> newStream(IRichSpout spout, PairValueMapper<K, V> pairValueMapper,
                                             int parallelism) {
        return newStream(spout, parallelism).mapToPair(pairValueMapper);
    }

    /** Plans every stream created from this builder into a topology. */
    public StormTopology build() {
        return new StreamPlanner(this).plan();
    }

    Node addNode(Node parent, Node child) {
        return addNode(parent, child, parent.getOutputStreams().iterator().next(), parent.getParallelism());
    }

    Node addNode(Node parent, Node child, int parallelism) {
        return addNode(parent, child, parent.getOutputStreams().iterator().next(), parallelism);
    }

    Node addNode(Node parent, Node child, String parentStreamId) {
        return addNode(parent, child, parentStreamId, parent.getParallelism());
    }

    /**
     * Adds {@code child} below {@code parent}, reading {@code parentStreamId} on {@code parallelism} tasks. The child
     * records the producing node it reads (past window and partition markers), inherits the parent's grouping
     * (a node reading two parents must be grouped the same way on both) and is windowed below a window.
     */
    Node addNode(Node parent, Node child, String parentStreamId, int parallelism) {
        graph.addVertex(child);
        graph.addEdge(parent, child);
        child.setParallelism(parallelism);
        boolean marker = parent instanceof WindowNode || parent instanceof PartitionNode;
        child.addParentStream(marker ? parentNode(parent) : parent, parentStreamId);
        if (!(child instanceof PartitionNode)) {
            if (child.getGroupingInfo() == null) {
                child.setGroupingInfo(parent.getGroupingInfo());
            } else if (!child.getGroupingInfo().equals(parent.getGroupingInfo())) {
                throw new IllegalStateException("Node " + child + " reads parents that are grouped differently: "
                    + child.getGroupingInfo() + " and " + parent.getGroupingInfo());
            }
        }
        if (!(child instanceof WindowNode) && !child.isWindowed()) {
            child.setWindowed(parent.isWindowed());
        }
        return child;
    }

    /** The node producing the values {@code node} reads: its parent, past window and partition markers. */
    Node parentNode(Node node) {
        Set<Node> producers = producers(node);
        if (producers.size() != 1) {
            throw new IllegalArgumentException("Node " + node + " has " + producers.size()
                + " producing parents, expected one");
        }
        return producers.iterator().next();
    }

    /** The spouts and processors whose values reach {@code node}, past window and partition markers. */
    Set<Node> producers(Node node) {
        Set<Node> producers = new LinkedHashSet<>();
        for (Node parent : graph.parents(node)) {
            if (parent instanceof ProcessorNode || parent instanceof SpoutNode) {
                producers.add(parent);
            } else {
                producers.addAll(producers(parent));
            }
        }
        return producers;
    }

    NodeGraph graph() {
        return graph;
    }

    UniqueIdGen ids() {
        return ids;
    }
}
