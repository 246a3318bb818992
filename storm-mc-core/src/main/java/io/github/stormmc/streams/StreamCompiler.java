package io.github.stormmc.streams;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.streams.windowing.Window;
import org.apache.storm.topology.BoltDeclarer;
import org.apache.storm.topology.IBasicBolt;
import org.apache.storm.topology.IRichBolt;
import org.apache.storm.topology.InputDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseWindowedBolt;
import org.apache.storm.tuple.Fields;

/**
 * Compiles a stream graph into a topology. Consecutive ops run in one bolt; a new bolt starts after a spout, a
 * partition (repartition, per-key or global aggregation, state), a window, or where two streams meet (join,
 * co-group). A windowed bolt wraps its ops in a {@link BaseWindowedBolt}; the bolt of an {@code updateStateByKey}
 * is a stateful bolt. Bolts downstream of a window finish their aggregates on punctuation from every upstream task.
 */
final class StreamCompiler {
    /** The ops that share one bolt. */
    private static final class Group {
        final String component;
        final List<StreamNode> nodes = new ArrayList<>();
        final BoltPlan plan = new BoltPlan();
        final List<Edge> inputs = new ArrayList<>();
        Window<?, ?> window;

        Group(String component) {
            this.component = component;
        }

        boolean stateful() {
            return nodes.stream().anyMatch(StreamNode::isStateful);
        }

        int parallelism() {
            return nodes.stream().mapToInt(StreamNode::parallelism).max().orElse(1);
        }
    }

    /** An input of a bolt: the producing node, how tuples are routed, and whether a window lies in between. */
    private static final class Edge {
        StreamNode source;
        StreamNode.Routing routing = StreamNode.Routing.SHUFFLE;
        Window<?, ?> window;
        StreamNode target;
        int parentIndex;
    }

    private final List<StreamNode> nodes;
    private final Map<StreamNode, Group> groupOf = new HashMap<>();
    private final Map<StreamNode, String> componentOf = new HashMap<>();
    private final List<Group> groups = new ArrayList<>();
    private int spouts;
    private int bolts;
    private int sinks;

    StreamCompiler(List<StreamNode> nodes) {
        this.nodes = nodes;
    }

    StormTopology compile() {
        TopologyBuilder builder = new TopologyBuilder();
        for (StreamNode node : nodes) {
            if (node.kind == StreamNode.Kind.SPOUT) {
                String id = "spout" + (++spouts);
                componentOf.put(node, id);
                builder.setSpout(id, node.spout, node.parallelism);
            } else if (node.kind == StreamNode.Kind.OP) {
                assignGroup(node);
            }
        }
        if (spouts == 0) {
            throw new IllegalStateException("The stream builder has no stream: call newStream(spout) first");
        }
        for (Group group : groups) {
            planInputs(group);
        }
        List<Map.Entry<StreamNode, Edge>> sinkEdges = new ArrayList<>();
        for (StreamNode node : nodes) {
            if (node.isSink()) {
                Edge edge = resolve(node, 0);
                if (edge.window != null) {
                    throw new UnsupportedOperationException("to(bolt) directly after window(...) is not supported: "
                        + "aggregate or transform the windowed stream before sending it to a bolt");
                }
                markOutput(edge.source);
                sinkEdges.add(Map.entry(node, edge));
            }
        }
        String timestampField = timestampField();
        for (Group group : groups) {
            group.plan.timestampField = timestampField;
            planSteps(group);
        }
        for (Group group : groups) {
            declareBolt(builder, group);
        }
        for (Map.Entry<StreamNode, Edge> sink : sinkEdges) {
            String id = "sink" + (++sinks);
            Object bolt = sink.getKey().sinkBolt;
            BoltDeclarer declarer = bolt instanceof IRichBolt
                ? builder.setBolt(id, (IRichBolt) bolt, sink.getKey().parallelism)
                : builder.setBolt(id, (IBasicBolt) bolt, sink.getKey().parallelism);
            subscribe(declarer, sink.getValue());
        }
        return builder.createTopology();
    }

    private void assignGroup(StreamNode node) {
        Group group;
        if (node.colocateWith != null) {
            group = groupOf.get(node.colocateWith);
        } else if (node.parents.size() == 1 && node.parents.get(0).kind == StreamNode.Kind.OP) {
            group = groupOf.get(node.parents.get(0));
        } else {
            group = new Group("bolt" + (++bolts));
            groups.add(group);
        }
        group.nodes.add(node);
        groupOf.put(node, group);
        componentOf.put(node, group.component);
    }

    /** Follows partition and window markers up to the node that actually produces the values. */
    private Edge resolve(StreamNode target, int parentIndex) {
        Edge edge = new Edge();
        edge.target = target;
        edge.parentIndex = parentIndex;
        StreamNode node = target.parents.get(parentIndex);
        boolean routed = false;
        while (node.kind == StreamNode.Kind.PARTITION || node.kind == StreamNode.Kind.WINDOW) {
            if (node.kind == StreamNode.Kind.PARTITION && !routed) {
                edge.routing = node.routing;
                routed = true;
            } else if (node.kind == StreamNode.Kind.WINDOW && edge.window == null) {
                edge.window = node.window;
            }
            node = node.parents.get(0);
        }
        edge.source = node;
        return edge;
    }

    private void planInputs(Group group) {
        for (StreamNode node : group.nodes) {
            for (int i = 0; i < node.parents.size(); i++) {
                StreamNode parent = node.parents.get(i);
                if (parent.kind == StreamNode.Kind.OP && groupOf.get(parent) == group) {
                    continue;
                }
                Edge edge = resolve(node, i);
                if (edge.window != null) {
                    if (group.window != null && !group.window.equals(edge.window)) {
                        throw new IllegalArgumentException("Streams joined in bolt " + group.component
                            + " are windowed differently: " + group.window + " and " + edge.window);
                    }
                    group.window = edge.window;
                }
                group.inputs.add(edge);
                markOutput(edge.source);
            }
        }
        if (group.window != null && group.stateful()) {
            throw new UnsupportedOperationException("updateStateByKey directly on a windowed stream is not supported: "
                + "aggregate the window first (e.g. countByKey), then update the state");
        }
    }

    private void markOutput(StreamNode source) {
        source.exported = true;
    }

    private void planSteps(Group group) {
        Map<StreamNode, Integer> index = new LinkedHashMap<>();
        for (StreamNode node : group.nodes) {
            index.put(node, group.plan.steps.size());
            BoltPlan.Step step = new BoltPlan.Step(node.op);
            step.pair = node.pair;
            if (node.exported) {
                step.outStream = node.streamId();
                if (node.windowed) {
                    group.plan.punctuationOutputs.add(node.punctuationStreamId());
                }
            }
            group.plan.steps.add(step);
            group.plan.holdsUntilPunctuation |= node.windowed && group.window == null;
        }
        for (StreamNode node : group.nodes) {
            for (StreamNode child : node.children) {
                if (child.kind == StreamNode.Kind.OP && groupOf.get(child) == group) {
                    group.plan.steps.get(index.get(node)).children.add(
                        new int[] {index.get(child), child.parents.indexOf(node)});
                }
            }
        }
        for (Edge edge : group.inputs) {
            String source = componentOf.get(edge.source);
            String key = BoltPlan.key(source, outStream(edge.source));
            BoltPlan.Decode decode = edge.source.kind == StreamNode.Kind.SPOUT ? BoltPlan.Decode.TUPLE
                : edge.source.pair ? BoltPlan.Decode.PAIR : BoltPlan.Decode.VALUE;
            if (group.plan.inputs.put(key, new BoltPlan.Input(index.get(edge.target), edge.parentIndex, decode))
                != null) {
                throw new UnsupportedOperationException("Stream " + outStream(edge.source) + " of " + source
                    + " feeds two operations of bolt " + group.component + "; insert a map or filter on one side");
            }
            if (group.window == null && edge.source.windowed) {
                group.plan.punctuationInputs.put(BoltPlan.key(source, edge.source.punctuationStreamId()), source);
            }
        }
    }

    /** The event-time field of the topology's windows; Storm allows one name per topology. */
    private String timestampField() {
        String field = null;
        for (StreamNode node : nodes) {
            String f = node.kind == StreamNode.Kind.WINDOW ? node.window.getTimestampField() : null;
            if (f != null && field != null && !field.equals(f)) {
                throw new IllegalArgumentException("Stream windows use different timestamp fields '" + field
                    + "' and '" + f + "'; a topology supports one event-time field");
            }
            field = f != null ? f : field;
        }
        return field;
    }

    private static String outStream(StreamNode source) {
        return source.kind == StreamNode.Kind.SPOUT ? "default" : source.streamId();
    }

    private void declareBolt(TopologyBuilder builder, Group group) {
        BoltDeclarer declarer;
        if (group.window != null) {
            declarer = builder.setBolt(group.component, windowed(group), group.parallelism());
        } else if (group.stateful()) {
            declarer = builder.setBolt(group.component, new StreamsStatefulBolt(group.plan), group.parallelism());
        } else {
            declarer = builder.setBolt(group.component, new StreamsBolt(group.plan), group.parallelism());
        }
        for (Edge edge : group.inputs) {
            subscribe(declarer, edge);
        }
        for (Map.Entry<String, String> punctuation : group.plan.punctuationInputs.entrySet()) {
            String stream = punctuation.getKey().substring(punctuation.getValue().length() + 1);
            declarer.allGrouping(punctuation.getValue(), stream);
        }
    }

    private void subscribe(InputDeclarer<?> declarer, Edge edge) {
        String source = componentOf.get(edge.source);
        String stream = outStream(edge.source);
        switch (edge.routing) {
            case KEY:
                declarer.fieldsGrouping(source, stream, new Fields("key"));
                break;
            case VALUE:
                declarer.fieldsGrouping(source, stream, new Fields("value"));
                break;
            case GLOBAL:
                declarer.globalGrouping(source, stream);
                break;
            default:
                declarer.shuffleGrouping(source, stream);
        }
    }

    private static StreamsWindowedBolt windowed(Group group) {
        Window<?, ?> window = group.window;
        StreamsWindowedBolt bolt = new StreamsWindowedBolt(group.plan);
        Object length = window.getWindowLength();
        Object sliding = window.getSlidingInterval();
        if (length instanceof BaseWindowedBolt.Count && sliding instanceof BaseWindowedBolt.Count) {
            bolt.withWindow((BaseWindowedBolt.Count) length, (BaseWindowedBolt.Count) sliding);
        } else if (length instanceof BaseWindowedBolt.Count) {
            bolt.withWindow((BaseWindowedBolt.Count) length, (BaseWindowedBolt.Duration) sliding);
        } else if (sliding instanceof BaseWindowedBolt.Count) {
            bolt.withWindow((BaseWindowedBolt.Duration) length, (BaseWindowedBolt.Count) sliding);
        } else {
            bolt.withWindow((BaseWindowedBolt.Duration) length, (BaseWindowedBolt.Duration) sliding);
        }
        if (window.getTimestampField() != null) {
            bolt.withTimestampField(window.getTimestampField());
        }
        if (window.getLag() != null) {
            bolt.withLag(window.getLag());
        }
        if (window.getLateTupleStream() != null) {
            bolt.withLateTupleStream(window.getLateTupleStream());
        }
        return bolt;
    }
}
