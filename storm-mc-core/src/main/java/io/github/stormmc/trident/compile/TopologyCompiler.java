package io.github.stormmc.trident.compile;

import io.github.stormmc.trident.graph.OpNode;
import io.github.stormmc.trident.graph.PartitionNode;
import io.github.stormmc.trident.graph.Partitioning;
import io.github.stormmc.trident.graph.SourceNode;
import io.github.stormmc.trident.graph.StateNode;
import io.github.stormmc.trident.graph.TridentGraph;
import io.github.stormmc.trident.processor.PassThroughProcessor;
import io.github.stormmc.trident.processor.StateBound;
import io.github.stormmc.trident.processor.TridentProcessor;
import io.github.stormmc.trident.runtime.BatchGlobalGrouping;
import io.github.stormmc.trident.runtime.BoltPlan;
import io.github.stormmc.trident.runtime.CoordinatedSource;
import io.github.stormmc.trident.runtime.DrpcTriggerSpout;
import io.github.stormmc.trident.runtime.IdentityGrouping;
import io.github.stormmc.trident.runtime.MasterCoordinatorSpout;
import io.github.stormmc.trident.runtime.ProcessorSpec;
import io.github.stormmc.trident.runtime.SpoutEmitterBolt;
import org.apache.storm.trident.spout.ICommitterTridentSpout;
import io.github.stormmc.trident.runtime.Streams;
import io.github.stormmc.trident.runtime.TridentBolt;
import io.github.stormmc.trident.runtime.UserGrouping;
import io.github.stormmc.trident.spout.DrpcRequestSource;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.topology.BoltDeclarer;
import org.apache.storm.topology.IRichSpout;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.trident.planner.Node;
import org.apache.storm.trident.spout.ITridentSpout;
import org.apache.storm.tuple.Fields;

/**
 * Turns a Trident graph into an ordinary topology: per group of connected sources a master coordinator spout (or, for
 * a DRPC stream, a trigger spout), per source an emitter bolt, and per chain of operations between repartitionings a
 * {@link TridentBolt}. Operations after a source or a merge start a new bolt fed partition to partition (identity);
 * a repartitioning starts a new bolt fed by its grouping.
 */
public final class TopologyCompiler {
    private final TridentGraph graph;
    private final Map<Node, BoltGroup> groupOf = new IdentityHashMap<>();
    private final List<BoltGroup> groups = new ArrayList<>();
    private final Map<Node, String> sourceComponent = new IdentityHashMap<>();
    private final Map<Node, Integer> sourceParallelism = new IdentityHashMap<>();

    public TopologyCompiler(TridentGraph graph) {
        this.graph = graph;
    }

    public StormTopology compile() {
        UnionFind<Node> batchGroups = new UnionFind<>();
        for (Node node : graph.nodes()) {
            batchGroups.add(node);
            for (Node parent : graph.parents(node)) {
                batchGroups.union(node, parent);
            }
        }
        formBoltGroups();
        nameComponents();
        assignParallelism();

        TopologyBuilder builder = new TopologyBuilder();
        Map<Node, List<SourceNode>> sourcesByBatchGroup = new LinkedHashMap<>();
        for (Node node : graph.nodes()) {
            if (node instanceof SourceNode) {
                sourcesByBatchGroup.computeIfAbsent(batchGroups.find(node), k -> new ArrayList<>()).add((SourceNode) node);
            }
        }
        Map<Node, String> coordinatorOf = new IdentityHashMap<>();
        int coordinatorIndex = 0;
        for (Map.Entry<Node, List<SourceNode>> entry : sourcesByBatchGroup.entrySet()) {
            boolean committers = false;
            for (BoltGroup group : groups) {
                if (batchGroups.find(group.nodes.get(0)) == entry.getKey() && isCommitter(group)) {
                    committers = true;
                }
            }
            List<SourceNode> sources = entry.getValue();
            // a committer spout's emitter takes part in the commit too
            committers |= sources.stream().anyMatch(s -> s.source instanceof ICommitterTridentSpout);
            SourceNode drpc = sources.stream().filter(s -> s.drpc).findFirst().orElse(null);
            String coordinator;
            if (drpc != null) {
                if (sources.size() > 1) {
                    throw new IllegalArgumentException("Cannot join or merge a DRPC stream with streams of other spouts");
                }
                if (committers) {
                    throw new UnsupportedOperationException("A DRPC stream cannot update state (partitionPersist / "
                            + "persistentAggregate); query state with stateQuery instead");
                }
                coordinator = "$drpc-" + drpc.txId + "-" + coordinatorIndex++;
                builder.setSpout(coordinator, new DrpcTriggerSpout((IRichSpout) drpc.source, drpc.streamId), 1);
            } else {
                coordinator = "$mastercoord-bg" + coordinatorIndex++;
                List<CoordinatedSource> coordinated = new ArrayList<>();
                for (SourceNode source : sources) {
                    coordinated.add(new CoordinatedSource(source.streamId, source.txId, (ITridentSpout) source.source));
                }
                builder.setSpout(coordinator, new MasterCoordinatorSpout(coordinated, committers), 1);
            }
            for (SourceNode source : sources) {
                coordinatorOf.put(source, coordinator);
                declareSource(builder, source, coordinator);
            }
            for (BoltGroup group : groups) {
                if (batchGroups.find(group.nodes.get(0)) == entry.getKey()) {
                    coordinatorOf.put(group.nodes.get(0), coordinator);
                }
            }
        }
        for (BoltGroup group : groups) {
            declareBolt(builder, group, coordinatorOf.get(group.nodes.get(0)));
        }
        return builder.createTopology();
    }

    private void formBoltGroups() {
        UnionFind<Node> together = new UnionFind<>();
        List<Node> operations = new ArrayList<>();
        for (Node node : graph.nodes()) {
            if (!(node instanceof OpNode) && !(node instanceof PartitionNode)) {
                continue;
            }
            operations.add(node);
            together.add(node);
            if (node instanceof PartitionNode) {
                continue;
            }
            List<Node> parents = graph.parents(node);
            if (parents.size() == 1 && !(parents.get(0) instanceof SourceNode)) {
                together.union(node, parents.get(0));
            } else if (parents.size() > 1 && onlyFeedThis(parents, node)) {
                for (Node parent : parents) {
                    together.union(node, parent);
                }
            }
        }
        Map<Node, BoltGroup> byRoot = new LinkedHashMap<>();
        for (Node node : operations) {
            BoltGroup group = byRoot.computeIfAbsent(together.find(node), k -> {
                BoltGroup g = new BoltGroup();
                groups.add(g);
                return g;
            });
            group.nodes.add(node);
            groupOf.put(node, group);
        }
    }

    /** Repartitioned inputs of a join or multi-reduce: they run in the join's bolt, so keys meet on one task. */
    private boolean onlyFeedThis(List<Node> parents, Node node) {
        for (Node parent : parents) {
            if (!(parent instanceof PartitionNode) || graph.children(parent).size() != 1) {
                return false;
            }
        }
        return new HashSet<>(parents).size() == parents.size() && graph.children(parents.get(0)).get(0) == node;
    }

    private void nameComponents() {
        int index = 0;
        for (BoltGroup group : groups) {
            String name = null;
            for (Node node : group.nodes) {
                if (node.name != null) {
                    name = node.name;
                    break;
                }
            }
            group.componentId = "b-" + index++ + (name == null ? "" : "-" + name);
        }
        Set<String> used = new HashSet<>();
        for (Node node : graph.nodes()) {
            if (node instanceof SourceNode source) {
                String base = source.drpc ? "spout-drpc-" + source.txId : "spout-" + source.txId;
                String id = base;
                for (int i = 1; !used.add(id); i++) {
                    id = base + "-" + i;
                }
                sourceComponent.put(node, id);
                sourceParallelism.put(node, source.drpc || source.parallelismHint == null ? 1 : source.parallelismHint);
            }
        }
    }

    private void assignParallelism() {
        for (BoltGroup group : groups) {
            Integer hint = null;
            for (Node node : group.nodes) {
                if (node.parallelismHint != null) {
                    hint = hint == null ? node.parallelismHint : Math.max(hint, node.parallelismHint);
                }
            }
            if (hint == null) {
                hint = inheritedParallelism(group);
            }
            group.parallelism = hint;
        }
        Map<String, Integer> statePartitions = new HashMap<>();
        for (Node node : graph.nodes()) {
            // A static state's hint sets the partition count of the bolts querying it.
            if (node instanceof StateNode stateNode && node.parallelismHint != null) {
                statePartitions.put(stateNode.state.stateId, node.parallelismHint);
            }
        }
        for (BoltGroup group : groups) {
            for (Node node : group.nodes) {
                if (node instanceof OpNode op && op.processor instanceof StateBound bound && bound.owner()) {
                    if (bound.requiredPartitions() != null) {
                        group.parallelism = bound.requiredPartitions();
                    }
                    statePartitions.put(bound.stateId(), group.parallelism);
                }
            }
        }
        for (BoltGroup group : groups) {
            for (Node node : group.nodes) {
                if (node instanceof OpNode op && op.processor instanceof StateBound bound && !bound.owner()) {
                    Integer partitions = statePartitions.get(bound.stateId());
                    if (partitions == null) {
                        partitions = bound.requiredPartitions();
                    }
                    if (partitions != null) {
                        group.parallelism = partitions;
                    }
                }
            }
        }
    }

    /** A bolt without a hint right after a source (or one other bolt) keeps that one's partition count. */
    private int inheritedParallelism(BoltGroup group) {
        Node first = group.nodes.get(0);
        if (first instanceof PartitionNode) {
            return 1;
        }
        Set<Integer> upstream = new HashSet<>();
        for (Node node : group.nodes) {
            for (Node parent : graph.parents(node)) {
                if (groupOf.get(parent) == group) {
                    continue;
                }
                upstream.add(parent instanceof SourceNode ? sourceParallelism.get(parent) : groupOf.get(parent).parallelism);
            }
        }
        return upstream.size() == 1 ? upstream.iterator().next() : 1;
    }

    private static boolean isCommitter(BoltGroup group) {
        for (Node node : group.nodes) {
            if (node instanceof OpNode op && op.processor.isCommitter()) {
                return true;
            }
        }
        return false;
    }

    private String componentOf(Node node) {
        return node instanceof SourceNode ? sourceComponent.get(node) : groupOf.get(node).componentId;
    }

    private List<String> downstreamOf(Node node, BoltGroup self) {
        Set<String> components = new LinkedHashSet<>();
        for (Node child : graph.children(node)) {
            BoltGroup group = groupOf.get(child);
            if (group != null && group != self) {
                components.add(group.componentId);
            }
        }
        return new ArrayList<>(components);
    }

    @SuppressWarnings("rawtypes")
    private void declareSource(TopologyBuilder builder, SourceNode source, String coordinator) {
        ITridentSpout spout = source.drpc ? new DrpcRequestSource(source.allOutputFields) : (ITridentSpout) source.source;
        SpoutEmitterBolt bolt = new SpoutEmitterBolt(source.streamId, source.txId, spout, source.streamId,
                source.allOutputFields, downstreamOf(source, null));
        BoltDeclarer declarer = builder.setBolt(sourceComponent.get(source), bolt, sourceParallelism.get(source));
        declarer.allGrouping(coordinator, Streams.BATCH);
        if (!source.drpc) {
            declarer.allGrouping(coordinator, Streams.SUCCESS);
        }
        if (spout instanceof ICommitterTridentSpout) {
            declarer.allGrouping(coordinator, Streams.COMMIT);
        }
    }

    private void declareBolt(TopologyBuilder builder, BoltGroup group, String coordinator) {
        BoltPlan plan = new BoltPlan();
        Set<String> streams = new HashSet<>();
        for (Node node : group.nodes) {
            List<Fields> inputs = new ArrayList<>();
            for (Node parent : graph.parents(node)) {
                inputs.add(parent.allOutputFields);
            }
            TridentProcessor processor = node instanceof OpNode op ? op.processor : new PassThroughProcessor();
            plan.processors.add(new ProcessorSpec(processor, inputs, node.allOutputFields));
        }
        Set<String> upstream = new LinkedHashSet<>();
        Set<String> downstream = new LinkedHashSet<>();
        Map<String, Node> subscriptions = new LinkedHashMap<>();
        for (int i = 0; i < group.nodes.size(); i++) {
            Node node = group.nodes.get(i);
            ProcessorSpec spec = plan.processors.get(i);
            for (Node child : graph.children(node)) {
                BoltGroup childGroup = groupOf.get(child);
                if (childGroup == group) {
                    List<Node> childParents = graph.parents(child);
                    for (int k = 0; k < childParents.size(); k++) {
                        if (childParents.get(k) == node) {
                            spec.children.add(new int[] {group.indexOf(child), k});
                        }
                    }
                } else if (childGroup != null) {
                    if (streams.add(node.streamId)) {
                        spec.streams.add(node.streamId);
                    }
                    downstream.add(childGroup.componentId);
                }
            }
            List<Node> parents = graph.parents(node);
            for (int k = 0; k < parents.size(); k++) {
                Node parent = parents.get(k);
                if (groupOf.get(parent) == group) {
                    continue;
                }
                String component = componentOf(parent);
                String key = BoltPlan.entryKey(component, parent.streamId);
                plan.entries.computeIfAbsent(key, x -> new ArrayList<>()).add(new int[] {i, k});
                upstream.add(component);
                Node previous = subscriptions.putIfAbsent(key, node);
                if (previous != null && previous != node) {
                    throw new UnsupportedOperationException("Stream " + parent + " feeds " + previous + " and " + node
                            + " of the same bolt through different partitionings; add an operation in between");
                }
            }
        }
        plan.upstream.addAll(upstream);
        plan.downstream.addAll(downstream);
        plan.committer = isCommitter(group);
        BoltDeclarer declarer = builder.setBolt(group.componentId, new TridentBolt(plan), group.parallelism);
        for (Map.Entry<String, Node> subscription : subscriptions.entrySet()) {
            String key = subscription.getKey();
            int colon = key.lastIndexOf(':');
            subscribe(declarer, key.substring(0, colon), key.substring(colon + 1), subscription.getValue());
        }
        for (String component : upstream) {
            declarer.directGrouping(component, Streams.COORD);
        }
        if (plan.committer) {
            declarer.allGrouping(coordinator, Streams.COMMIT);
        }
    }

    private static void subscribe(BoltDeclarer declarer, String component, String stream, Node entry) {
        if (!(entry instanceof PartitionNode)) {
            // As on Storm: without a repartitioning, partition i of the source feeds partition i of the operations.
            declarer.customGrouping(component, stream, new IdentityGrouping());
            return;
        }
        Partitioning partitioning = ((PartitionNode) entry).partitioning;
        switch (partitioning.kind) {
            case SHUFFLE -> declarer.shuffleGrouping(component, stream);
            case LOCAL_OR_SHUFFLE -> declarer.localOrShuffleGrouping(component, stream);
            case FIELDS -> declarer.fieldsGrouping(component, stream, partitioning.fields);
            case GLOBAL -> declarer.globalGrouping(component, stream);
            case BATCH_GLOBAL -> declarer.customGrouping(component, stream, new BatchGlobalGrouping());
            case BROADCAST -> declarer.allGrouping(component, stream);
            case IDENTITY -> declarer.customGrouping(component, stream, new IdentityGrouping());
            case CUSTOM -> declarer.customGrouping(component, stream, new UserGrouping(partitioning.custom));
            default -> throw new IllegalStateException("Unknown partitioning " + partitioning.kind);
        }
    }
}
