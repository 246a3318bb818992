package org.apache.storm.trident;

import io.github.stormmc.trident.TridentPlan;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.ILocalDRPC;
import org.apache.storm.drpc.DRPCSpout;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.topology.IRichSpout;
import org.apache.storm.trident.fluent.GroupedStream;
import org.apache.storm.trident.operation.DefaultResourceDeclarer;
import org.apache.storm.trident.operation.GroupedMultiReducer;
import org.apache.storm.trident.operation.MultiReducer;
import org.apache.storm.trident.planner.Node;
import org.apache.storm.trident.spout.IBatchSpout;
import org.apache.storm.trident.state.StateFactory;
import org.apache.storm.trident.state.StateSpec;
import org.apache.storm.trident.spout.IOpaquePartitionedTridentSpout;
import org.apache.storm.trident.spout.IPartitionedTridentSpout;
import org.apache.storm.trident.spout.ITridentDataSource;
import org.apache.storm.trident.spout.ITridentSpout;
import org.apache.storm.tuple.Fields;

/**
 * Builds a Trident topology: streams from spouts, the operations on them and the states they update or query.
 * {@link #build()} compiles it into an ordinary {@link StormTopology} that runs on Storm-MC's engine.
 */
public class TridentTopology {
    final TridentPlan plan = new TridentPlan();
    Map<String, Number> resourceDefaults = new HashMap<>();
    Map<String, Number> masterCoordResources = new HashMap<>();
    private int stateIds;
    private int windowIds;

    public TridentTopology() {
    }

    public Stream newStream(String txId, IRichSpout spout) {
        return addNode(plan.source(txId, spout));
    }

    public Stream newStream(String txId, IBatchSpout spout) {
        return newStream(txId, (ITridentDataSource) spout);
    }

    public Stream newStream(String txId, ITridentSpout spout) {
        return newStream(txId, (ITridentDataSource) spout);
    }

    public Stream newStream(String txId, IPartitionedTridentSpout spout) {
        return newStream(txId, (ITridentDataSource) spout);
    }

    public Stream newStream(String txId, IOpaquePartitionedTridentSpout spout) {
        return newStream(txId, (ITridentDataSource) spout);
    }

    @SuppressWarnings("rawtypes")
    public Stream newStream(String txId, ITridentDataSource dataSource) {
        return addNode(plan.source(txId, dataSource));
    }

    public Stream newDRPCStream(String function) {
        return newDRPCStream(new DRPCSpout(function), function);
    }

    public Stream newDRPCStream(String function, ILocalDRPC server) {
        return newDRPCStream(server == null ? new DRPCSpout(function) : new DRPCSpout(function, server), function);
    }

    private Stream newDRPCStream(DRPCSpout spout, String function) {
        Node source = plan.drpcSource(spout, function);
        return addNode(source).project(new Fields("args"));
    }

    public TridentState newStaticState(StateFactory factory) {
        return newStaticState(new StateSpec(factory));
    }

    /** A state no stream updates, only queried (its partitions are created by the querying tasks). */
    public TridentState newStaticState(StateSpec spec) {
        Node node = plan.staticState(getUniqueStateId(), spec);
        registerNode(node);
        return new TridentState(this, node);
    }

    public Stream multiReduce(Stream s1, Stream s2, MultiReducer function, Fields outputFields) {
        return multiReduce(Arrays.asList(s1, s2), function, outputFields);
    }

    public Stream multiReduce(Fields inputFields1, Stream s1, Fields inputFields2, Stream s2, MultiReducer function,
                              Fields outputFields) {
        return multiReduce(Arrays.asList(inputFields1, inputFields2), Arrays.asList(s1, s2), function, outputFields);
    }

    public Stream multiReduce(GroupedStream s1, GroupedStream s2, GroupedMultiReducer function, Fields outputFields) {
        return multiReduce(Arrays.asList(s1, s2), function, outputFields);
    }

    public Stream multiReduce(Fields inputFields1, GroupedStream s1, Fields inputFields2, GroupedStream s2,
                              GroupedMultiReducer function, Fields outputFields) {
        return multiReduce(Arrays.asList(inputFields1, inputFields2), Arrays.asList(s1, s2), function, outputFields);
    }

    public Stream multiReduce(List<Stream> streams, MultiReducer function, Fields outputFields) {
        List<Fields> inputs = new ArrayList<>();
        for (Stream s : streams) {
            inputs.add(s.getOutputFields());
        }
        return multiReduce(inputs, streams, function, outputFields);
    }

    public Stream multiReduce(List<GroupedStream> streams, GroupedMultiReducer function, Fields outputFields) {
        List<Fields> inputs = new ArrayList<>();
        for (GroupedStream s : streams) {
            inputs.add(s.getOutputFields());
        }
        return multiReduce(inputs, streams, function, outputFields);
    }

    public Stream multiReduce(List<Fields> inputFields, List<Stream> streams, MultiReducer function,
                              Fields outputFields) {
        checkSameSize(inputFields, streams);
        return addSourcedNode(streams, plan.multiReduce(inputFields, function, outputFields));
    }

    public Stream multiReduce(List<Fields> inputFields, List<GroupedStream> groupedStreams,
                              GroupedMultiReducer function, Fields outputFields) {
        checkSameSize(inputFields, groupedStreams);
        List<Stream> partitioned = new ArrayList<>();
        List<Fields> groupFields = new ArrayList<>();
        List<Fields> otherFields = new ArrayList<>();
        for (int i = 0; i < groupedStreams.size(); i++) {
            GroupedStream g = groupedStreams.get(i);
            partitioned.add(g.toStream().partitionBy(g.getGroupFields()));
            groupFields.add(g.getGroupFields());
            List<String> rest = new ArrayList<>(inputFields.get(i).toList());
            rest.removeAll(g.getGroupFields().toList());
            otherFields.add(new Fields(rest));
        }
        Fields all = Stream.concat(groupFields.get(0), outputFields);
        return addSourcedNode(partitioned, plan.groupedMultiReduce(groupFields, otherFields, function, all));
    }

    /** Merges streams into one with the first stream's field names (all must have as many fields). */
    public Stream merge(Fields outputFields, Stream... streams) {
        return merge(outputFields, Arrays.asList(streams));
    }

    public Stream merge(Fields outputFields, List<Stream> streams) {
        for (Stream s : streams) {
            if (s.getOutputFields().size() != outputFields.size()) {
                throw new IllegalArgumentException("Cannot merge streams with " + s.getOutputFields().size()
                        + " fields " + s.getOutputFields() + " into fields " + outputFields);
            }
        }
        return addSourcedNode(streams, plan.merge(outputFields));
    }

    public Stream merge(Stream... streams) {
        return merge(Arrays.asList(streams));
    }

    public Stream merge(List<Stream> streams) {
        if (streams.isEmpty()) {
            throw new IllegalArgumentException("merge needs at least one stream");
        }
        return merge(streams.get(0).getOutputFields(), streams);
    }

    public Stream join(Stream s1, Fields joinFields1, Stream s2, Fields joinFields2, Fields outFields) {
        return join(Arrays.asList(s1, s2), Arrays.asList(joinFields1, joinFields2), outFields);
    }

    public Stream join(List<Stream> streams, List<Fields> joinFields, Fields outFields) {
        return join(streams, joinFields, outFields, JoinType.INNER);
    }

    public Stream join(Stream s1, Fields joinFields1, Stream s2, Fields joinFields2, Fields outFields,
                       JoinType type) {
        return join(Arrays.asList(s1, s2), Arrays.asList(joinFields1, joinFields2), outFields, type);
    }

    public Stream join(List<Stream> streams, List<Fields> joinFields, Fields outFields, JoinType type) {
        return join(streams, joinFields, outFields, Collections.nCopies(streams.size(), type));
    }

    public Stream join(Stream s1, Fields joinFields1, Stream s2, Fields joinFields2, Fields outFields,
                       List<JoinType> mixed) {
        return join(Arrays.asList(s1, s2), Arrays.asList(joinFields1, joinFields2), outFields, mixed);
    }

    public Stream join(List<Stream> streams, List<Fields> joinFields, Fields outFields, List<JoinType> mixed) {
        return join(streams, joinFields, outFields, mixed, JoinOutFieldsMode.COMPACT);
    }

    public Stream join(Stream s1, Fields joinFields1, Stream s2, Fields joinFields2, Fields outFields,
                       JoinOutFieldsMode mode) {
        return join(Arrays.asList(s1, s2), Arrays.asList(joinFields1, joinFields2), outFields, mode);
    }

    public Stream join(List<Stream> streams, List<Fields> joinFields, Fields outFields, JoinOutFieldsMode mode) {
        return join(streams, joinFields, outFields, JoinType.INNER, mode);
    }

    public Stream join(Stream s1, Fields joinFields1, Stream s2, Fields joinFields2, Fields outFields, JoinType type,
                       JoinOutFieldsMode mode) {
        return join(Arrays.asList(s1, s2), Arrays.asList(joinFields1, joinFields2), outFields, type, mode);
    }

    public Stream join(List<Stream> streams, List<Fields> joinFields, Fields outFields, JoinType type,
                       JoinOutFieldsMode mode) {
        return join(streams, joinFields, outFields, Collections.nCopies(streams.size(), type), mode);
    }

    public Stream join(Stream s1, Fields joinFields1, Stream s2, Fields joinFields2, Fields outFields,
                       List<JoinType> mixed, JoinOutFieldsMode mode) {
        return join(Arrays.asList(s1, s2), Arrays.asList(joinFields1, joinFields2), outFields, mixed, mode);
    }

    public Stream join(List<Stream> streams, List<Fields> joinFields, Fields outFields, List<JoinType> mixed,
                       JoinOutFieldsMode mode) {
        checkSameSize(joinFields, streams);
        checkSameSize(mixed, streams);
        int keySize = joinFields.get(0).size();
        List<Stream> partitioned = new ArrayList<>();
        List<Fields> others = new ArrayList<>();
        int width = mode == JoinOutFieldsMode.COMPACT ? keySize : 0;
        for (int i = 0; i < streams.size(); i++) {
            Stream s = streams.get(i);
            Fields keys = joinFields.get(i);
            if (keys.size() != keySize) {
                throw new IllegalArgumentException("All join field lists must have the same size: " + joinFields);
            }
            List<String> rest = new ArrayList<>(s.getOutputFields().toList());
            rest.removeAll(keys.toList());
            others.add(new Fields(rest));
            width += mode == JoinOutFieldsMode.COMPACT ? rest.size() : s.getOutputFields().size();
            partitioned.add(s.partitionBy(keys));
        }
        if (outFields.size() != width) {
            throw new IllegalArgumentException("Join output fields " + outFields + " must have " + width
                    + " fields (" + (mode == JoinOutFieldsMode.COMPACT ? "the join fields once, then" : "")
                    + " every other field of each stream, in order)");
        }
        return addSourcedNode(partitioned, plan.join(joinFields, others, mixed, mode, outFields));
    }

    private static void checkSameSize(List<?> a, List<?> b) {
        if (a.size() != b.size()) {
            throw new IllegalArgumentException("Expected as many field lists or join types as streams: " + a.size()
                    + " vs " + b.size() + " streams");
        }
    }

    /** Recorded defaults for resource hints; Storm-MC does not schedule by resources. */
    @SuppressWarnings("rawtypes")
    public TridentTopology setResourceDefaults(DefaultResourceDeclarer defaults) {
        resourceDefaults = defaults.getResources();
        return this;
    }

    @SuppressWarnings("rawtypes")
    public TridentTopology setMasterCoordResources(DefaultResourceDeclarer resources) {
        masterCoordResources = resources.getResources();
        return this;
    }

    public StormTopology build() {
        return plan.compile();
    }

    protected String getUniqueStreamId() {
        return plan.newStreamId();
    }

    protected String getUniqueStateId() {
        return "state" + (stateIds++);
    }

    protected String getUniqueWindowId() {
        return "window" + (windowIds++);
    }

    protected void registerNode(Node n) {
        plan.add(n, Collections.emptyList());
    }

    protected Stream addNode(Node n) {
        registerNode(n);
        return new Stream(this, n.name, n);
    }

    protected void registerSourcedNode(List<Stream> sources, Node newNode) {
        List<Node> parents = new ArrayList<>();
        for (Stream s : sources) {
            if (s.topology() != this) {
                throw new IllegalArgumentException("Stream " + s.node() + " belongs to another TridentTopology");
            }
            parents.add(s.node());
        }
        plan.add(newNode, parents);
    }

    protected Stream addSourcedNode(List<Stream> sources, Node newNode) {
        registerSourcedNode(sources, newNode);
        return new Stream(this, newNode.name, newNode);
    }

    protected Stream addSourcedNode(Stream source, Node newNode) {
        return addSourcedNode(Collections.singletonList(source), newNode);
    }

    protected TridentState addSourcedStateNode(List<Stream> sources, Node newNode) {
        registerSourcedNode(sources, newNode);
        return new TridentState(this, newNode);
    }

    protected TridentState addSourcedStateNode(Stream source, Node newNode) {
        return addSourcedStateNode(Collections.singletonList(source), newNode);
    }
}
