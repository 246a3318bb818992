package org.apache.storm.streams;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.streams.operations.IdentityFunction;
import org.apache.storm.streams.processors.MapProcessor;
import org.apache.storm.streams.processors.StateQueryProcessor;
import org.apache.storm.streams.processors.StatefulProcessor;
import org.apache.storm.streams.windowing.Window;
import org.apache.storm.topology.BoltDeclarer;
import org.apache.storm.topology.IBasicBolt;
import org.apache.storm.topology.IComponent;
import org.apache.storm.topology.IRichBolt;
import org.apache.storm.topology.TopologyBuilder;

/**
 * Turns a builder's graph into a topology, as Storm plans it. The nodes are visited in topological order, preferring
 * processors over partition and window markers (see {@link VisitOrder}), so that as many consecutive processors as
 * possible gather into one group; a partition, a window or a sink closes the group. A closed group becomes one bolt
 * per distinct parallelism among its processors: a windowed bolt when its first processors read a windowed stream,
 * a stateful bolt when it holds a stateful processor (a state query joins the bolt of the state it reads), a plain
 * processor bolt otherwise. Each bolt subscribes to the streams its first processors read, grouped as the partition
 * in between says (shuffle when none), and, unless windowed, to the punctuation stream of every bolt it reads from.
 */
final class StreamPlanner {
    private final StreamBuilder builder;
    private final NodeGraph graph;
    private final TopologyBuilder topology = new TopologyBuilder();
    /** The grouping of each (producer, stream) a partition marker re-routes. */
    private final Map<Node, Map<String, GroupingInfo>> groupings = new HashMap<>();
    /** The window below each producer. */
    private final Map<Node, WindowNode> windows = new HashMap<>();
    private final List<ProcessorNode> group = new ArrayList<>();
    private final Map<StreamBolt, BoltDeclarer> bolts = new LinkedHashMap<>();
    /** Stateful processors met since the last one that started a group; as Storm counts them, across groups. */
    private int statefulSeen;
    private String timestampField;

    StreamPlanner(StreamBuilder builder) {
        this.builder = builder;
        this.graph = builder.graph();
    }

    StormTopology plan() {
        if (graph.vertices().stream().noneMatch(n -> n instanceof SpoutNode)) {
            throw new IllegalStateException("The stream builder has no stream: call newStream(spout) first");
        }
        for (Node node : VisitOrder.of(graph)) {
            if (node instanceof SpoutNode) {
                SpoutNode spout = (SpoutNode) node;
                topology.setSpout(spout.getComponentId(), spout.getSpout(), spout.getParallelism());
            } else if (node instanceof ProcessorNode) {
                addToGroup((ProcessorNode) node);
            } else if (node instanceof PartitionNode) {
                recordGrouping((PartitionNode) node);
                closeGroup();
            } else if (node instanceof WindowNode) {
                recordWindow((WindowNode) node);
                closeGroup();
            } else if (node instanceof SinkNode) {
                closeGroup();
                addSink((SinkNode) node);
            }
        }
        closeGroup();
        if (timestampField != null) {
            for (StreamBolt bolt : bolts.keySet()) {
                bolt.setTimestampField(timestampField);
            }
        }
        return topology.createTopology();
    }

    /**
     * A stateful bolt holds one state: every stateful processor after the first closes the group before it joins
     * one. A stateful processor that directly reads a window gets an identity operation in front of it, alone in a
     * windowed bolt, so that the stateful bolt itself is not windowed.
     */
    private void addToGroup(ProcessorNode node) {
        if (node.getProcessor() instanceof StatefulProcessor) {
            statefulSeen++;
            Set<ProcessorNode> first = firstProcessors(group.isEmpty() ? List.of(node) : group);
            boolean windowed = !windowsOf(first).isEmpty();
            if (statefulSeen > 1 || windowed) {
                if (!group.isEmpty()) {
                    closeGroup();
                } else if (windowed) {
                    splitFromWindow(node);
                }
                statefulSeen = 1;
            }
        }
        group.add(node);
    }

    private void splitFromWindow(ProcessorNode stateful) {
        for (Node parent : graph.parents(stateful)) {
            Node producer = parent instanceof ProcessorNode || parent instanceof SpoutNode
                ? parent : builder.parentNode(parent);
            ProcessorNode identity = new ProcessorNode(new MapProcessor<>(new IdentityFunction<>()),
                builder.ids().getUniqueStreamId(), parent.getOutputFields());
            identity.setEmitsPair(parent.emitsPair() || producer.emitsPair());
            builder.addNode(parent, identity);
            graph.removeEdge(parent, stateful);
            stateful.removeParentStreams(producer);
            builder.addNode(identity, stateful);
            // Keep the key routing the stateful processor was partitioned with on its new input.
            if (stateful.getGroupingInfo() != null) {
                groupings.computeIfAbsent(identity, n -> new HashMap<>())
                    .put(identity.getOutputStreams().iterator().next(), stateful.getGroupingInfo());
            }
            group.add(identity);
        }
        closeGroup();
    }

    private void recordGrouping(PartitionNode partition) {
        if (partition.getGroupingInfo() == null) {
            return;
        }
        for (Node producer : builder.producers(partition)) {
            for (String stream : partition.getParentStreams(producer)) {
                groupings.computeIfAbsent(producer, n -> new HashMap<>()).put(stream, partition.getGroupingInfo());
            }
        }
    }

    private void recordWindow(WindowNode window) {
        for (Node producer : builder.producers(window)) {
            windows.put(producer, window);
        }
        String field = window.getWindowParams().getTimestampField();
        if (field != null) {
            if (timestampField != null && !timestampField.equals(field)) {
                throw new IllegalArgumentException("Stream windows use different timestamp fields '" + timestampField
                    + "' and '" + field + "'; a topology supports one event-time field");
            }
            timestampField = field;
        }
    }

    private void closeGroup() {
        if (group.isEmpty()) {
            return;
        }
        Map<Integer, List<ProcessorNode>> byParallelism = new TreeMap<>();
        for (ProcessorNode node : group) {
            byParallelism.computeIfAbsent(node.getParallelism(), p -> new ArrayList<>()).add(node);
        }
        group.clear();
        for (List<ProcessorNode> nodes : byParallelism.values()) {
            addBolt(nodes);
        }
    }

    private void addBolt(List<ProcessorNode> nodes) {
        String boltId = builder.ids().getUniqueBoltId();
        for (ProcessorNode node : nodes) {
            node.setComponentId(boltId);
            node.setWindowedParentStreams(windowedParentStreams(node));
        }
        Set<ProcessorNode> first = firstProcessors(nodes);
        Set<Window<?, ?>> windowParams = windowsOf(first);
        int parallelism = nodes.get(0).getParallelism();
        if (windowParams.size() > 1) {
            throw new IllegalStateException("The operations of bolt " + boltId + " read streams windowed "
                + "differently: " + windowParams);
        }
        if (windowParams.size() == 1) {
            WindowedProcessorBolt bolt = new WindowedProcessorBolt(boltId, graph, nodes, windowParams.iterator().next());
            BoltDeclarer declarer = topology.setBolt(boltId, bolt, parallelism);
            bolt.setInitialProcessors(subscribe(nodes, declarer, first, false));
            bolts.put(bolt, declarer);
        } else if (nodes.stream().anyMatch(n -> n.getProcessor() instanceof StatefulProcessor)) {
            addStatefulBolt(boltId, nodes, first, parallelism);
        } else {
            ProcessorBolt bolt = new ProcessorBolt(boltId, graph, nodes);
            BoltDeclarer declarer = topology.setBolt(boltId, bolt, parallelism);
            bolt.setInitialProcessors(subscribe(nodes, declarer, first, true));
            bolts.put(bolt, declarer);
        }
    }

    /** A state query runs in the bolt (and so on the tasks) that hold the state it reads. */
    private void addStatefulBolt(String boltId, List<ProcessorNode> nodes, Set<ProcessorNode> first, int parallelism) {
        ProcessorNode updateNode = null;
        for (ProcessorNode node : nodes) {
            if (node.getProcessor() instanceof StateQueryProcessor) {
                updateNode = ((StateQueryProcessor<?, ?>) node.getProcessor()).getStreamState().getUpdateStateNode();
            }
        }
        if (updateNode == null) {
            StatefulProcessorBolt<?, ?> bolt = new StatefulProcessorBolt<>(boltId, graph, nodes);
            BoltDeclarer declarer = topology.setBolt(boltId, bolt, parallelism);
            bolt.setInitialProcessors(subscribe(nodes, declarer, first, true));
            bolts.put(bolt, declarer);
            return;
        }
        StatefulProcessorBolt<?, ?> stateBolt = statefulBoltOf(updateNode);
        for (ProcessorNode node : nodes) {
            node.setComponentId(stateBolt.getId());
        }
        stateBolt.addNodes(nodes);
        stateBolt.addInitialProcessors(subscribe(stateBolt.getNodes(), bolts.get(stateBolt), first, true));
    }

    private StatefulProcessorBolt<?, ?> statefulBoltOf(ProcessorNode updateNode) {
        for (StreamBolt bolt : bolts.keySet()) {
            if (bolt instanceof StatefulProcessorBolt
                && ((StatefulProcessorBolt<?, ?>) bolt).getNodes().contains(updateNode)) {
                return (StatefulProcessorBolt<?, ?>) bolt;
            }
        }
        throw new IllegalStateException("No stateful bolt holds the state of " + updateNode
            + "; a state query must be planned after the updateStateByKey it reads");
    }

    private void addSink(SinkNode sink) {
        IComponent bolt = sink.getBolt();
        BoltDeclarer declarer = bolt instanceof IRichBolt
            ? topology.setBolt(sink.getComponentId(), (IRichBolt) bolt, sink.getParallelism())
            : topology.setBolt(sink.getComponentId(), (IBasicBolt) bolt, sink.getParallelism());
        for (Node producer : builder.producers(sink)) {
            for (String stream : sink.getParentStreams(producer)) {
                declareGrouping(declarer, producer, stream);
            }
        }
    }

    /**
     * Subscribes the bolt to what its first processors read from outside it, and returns which processors read each
     * input stream. With {@code punctuations}, reading from a processor bolt also means reading that stream's
     * punctuations, from every task. A windowed bolt ends its batches itself and takes none: in its window they
     * would count towards count windows and, carrying no timestamp, hold back event time.
     */
    private InitialProcessors subscribe(List<ProcessorNode> boltNodes, BoltDeclarer declarer,
                                        Set<ProcessorNode> first, boolean punctuations) {
        InitialProcessors.ByStream initial = new InitialProcessors.ByStream();
        for (ProcessorNode node : first) {
            for (Node producer : builder.producers(node)) {
                if (boltNodes.contains(producer)) {
                    continue;
                }
                for (String stream : node.getParentStreams(producer)) {
                    declareGrouping(declarer, producer, stream);
                    if (producer instanceof SpoutNode) {
                        initial.put(producer.getComponentId() + stream, node);
                    } else {
                        if (punctuations) {
                            GroupingInfo.all().declareGrouping(declarer, producer.getComponentId(),
                                StreamUtil.getPunctuationStream(stream), null);
                        }
                        initial.put(stream, node);
                    }
                }
            }
        }
        return initial;
    }

    private void declareGrouping(BoltDeclarer declarer, Node producer, String stream) {
        GroupingInfo grouping = groupings.getOrDefault(producer, Map.of()).get(stream);
        if (grouping == null) {
            grouping = GroupingInfo.shuffle();
        }
        grouping.declareGrouping(declarer, producer.getComponentId(), stream, grouping.getFields());
    }

    /** The processors of {@code nodes} that read something from outside them. */
    private Set<ProcessorNode> firstProcessors(List<ProcessorNode> nodes) {
        Set<ProcessorNode> first = new LinkedHashSet<>();
        for (ProcessorNode node : nodes) {
            for (Node producer : builder.producers(node)) {
                if (!(producer instanceof ProcessorNode) || !nodes.contains(producer)) {
                    first.add(node);
                }
            }
        }
        return first;
    }

    /** The windows between {@code nodes} and what they read. */
    private Set<Window<?, ?>> windowsOf(Set<ProcessorNode> nodes) {
        Set<Window<?, ?>> params = new LinkedHashSet<>();
        for (ProcessorNode node : nodes) {
            for (Node producer : builder.producers(node)) {
                WindowNode window = windows.get(producer);
                if (window != null) {
                    params.add(window.getWindowParams());
                }
            }
        }
        return params;
    }

    /** The streams {@code node} reads from windowed processors: their punctuations together end its batch. */
    private Set<String> windowedParentStreams(ProcessorNode node) {
        Set<String> streams = new LinkedHashSet<>();
        for (Node producer : builder.producers(node)) {
            if (producer instanceof ProcessorNode && producer.isWindowed()) {
                streams.addAll(node.getParentStreams(producer));
            }
        }
        return streams;
    }
}
