package org.apache.storm.streams;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.storm.generated.StreamInfo;
import org.apache.storm.topology.IComponent;
import org.apache.storm.topology.OutputFieldsGetter;
import org.apache.storm.tuple.Fields;

/**
 * A vertex of the graph a {@link StreamBuilder} records: a spout, an operation (processor), a sink bolt, or a marker
 * for a re-partitioning or a window. Besides its graph edges, a node remembers which stream of which producing node
 * it reads; window and partition markers are skipped there, so the producer is always a spout or a processor.
 */
abstract class Node implements Serializable {
    private static final long serialVersionUID = 1L;
    protected final Fields outputFields;
    protected GroupingInfo groupingInfo;
    protected String componentId;
    protected int parallelism;
    /** Insertion-ordered: a node's first output stream is the one a {@link Stream} over it stands for. */
    private final Set<String> outputStreams;
    private final Map<Node, List<String>> parentStreams = new LinkedHashMap<>();
    private boolean windowed;
    private boolean emitsPair;

    Node(Set<String> outputStreams, Fields outputFields, String componentId, int parallelism,
         GroupingInfo groupingInfo) {
        this.outputStreams = new LinkedHashSet<>(outputStreams);
        this.outputFields = outputFields;
        this.componentId = componentId;
        this.parallelism = parallelism;
        this.groupingInfo = groupingInfo;
    }

    Node(String outputStream, Fields outputFields, String componentId, int parallelism, GroupingInfo groupingInfo) {
        this(Collections.singleton(outputStream), outputFields, componentId, parallelism, groupingInfo);
    }

    Node(String outputStream, Fields outputFields, String componentId, GroupingInfo groupingInfo) {
        this(outputStream, outputFields, componentId, 1, groupingInfo);
    }

    Node(String outputStream, Fields outputFields) {
        this(outputStream, outputFields, null);
    }

    Node(String outputStream, Fields outputFields, GroupingInfo groupingInfo) {
        this(outputStream, outputFields, null, groupingInfo);
    }

    /** The fields {@code component} declares for {@code streamId}; none when it declares no such stream. */
    static Fields getOutputFields(IComponent component, String streamId) {
        OutputFieldsGetter getter = new OutputFieldsGetter();
        component.declareOutputFields(getter);
        Map<String, StreamInfo> declared = getter.getFieldsDeclaration();
        StreamInfo info = declared == null ? null : declared.get(streamId);
        return info == null ? new Fields() : new Fields(info.get_output_fields());
    }

    public Fields getOutputFields() {
        return outputFields;
    }

    GroupingInfo getGroupingInfo() {
        return groupingInfo;
    }

    void setGroupingInfo(GroupingInfo groupingInfo) {
        this.groupingInfo = groupingInfo;
    }

    String getComponentId() {
        return componentId;
    }

    void setComponentId(String componentId) {
        this.componentId = componentId;
    }

    int getParallelism() {
        return parallelism;
    }

    void setParallelism(int parallelism) {
        this.parallelism = parallelism;
    }

    void addParentStream(Node parent, String streamId) {
        parentStreams.computeIfAbsent(parent, p -> new ArrayList<>()).add(streamId);
    }

    void removeParentStreams(Node parent) {
        parentStreams.remove(parent);
    }

    Set<String> getOutputStreams() {
        return Collections.unmodifiableSet(outputStreams);
    }

    public boolean isWindowed() {
        return windowed;
    }

    public void setWindowed(boolean windowed) {
        this.windowed = windowed;
    }

    /** The streams of {@code parent} this node reads. */
    Collection<String> getParentStreams(Node parent) {
        List<String> streams = parentStreams.get(parent);
        return streams == null ? Collections.emptyList() : Collections.unmodifiableList(streams);
    }

    /** The producing nodes this node reads {@code stream} from. */
    Set<Node> getParents(String stream) {
        Set<Node> parents = new LinkedHashSet<>();
        parentStreams.forEach((parent, streams) -> {
            if (streams.contains(stream)) {
                parents.add(parent);
            }
        });
        return parents;
    }

    Set<Node> getParents() {
        return Collections.unmodifiableSet(parentStreams.keySet());
    }

    void addOutputStream(String streamId) {
        outputStreams.add(streamId);
    }

    public boolean emitsPair() {
        return emitsPair;
    }

    public void setEmitsPair(boolean emitsPair) {
        this.emitsPair = emitsPair;
    }

    @Override
    public String toString() {
        List<String> parents = new ArrayList<>();
        parentStreams.forEach((parent, streams) -> parents.add(parent.componentId + ":" + streams));
        return getClass().getSimpleName() + "{outputStreams=" + outputStreams + ", outputFields=" + outputFields
            + ", groupingInfo=" + groupingInfo + ", componentId=" + componentId + ", parallelism=" + parallelism
            + ", parentStreams=" + parents + ", windowed=" + windowed + ", emitsPair=" + emitsPair + "}";
    }
}
