package org.apache.storm.streams;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.streams.processors.ChainedProcessorContext;
import org.apache.storm.streams.processors.EmittingProcessorContext;
import org.apache.storm.streams.processors.ForwardingProcessorContext;
import org.apache.storm.streams.processors.Processor;
import org.apache.storm.streams.processors.ProcessorContext;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;

/**
 * What the three processor bolts share: wiring the bolt's processors to each other and to the collector, turning
 * tuples into values for the processors that read their stream, counting punctuations, and acking.
 *
 * <p>Punctuation: a processor fed by windowed parent streams ends its batch once every task upstream has sent a
 * punctuation on each of those streams. Acking: in a bolt holding windowed batch operations (whose results depend on
 * every value of the batch), each input stays un-acked until a batch completes; otherwise an input is acked once
 * processed.
 */
class ProcessorBoltDelegate implements Serializable {
    private static final long serialVersionUID = 1L;
    private final String id;
    private final NodeGraph graph;
    private final List<ProcessorNode> nodes;
    private InitialProcessors initialProcessors = new InitialProcessors.ByStream();
    private String timestampField;

    private transient OutputCollector collector;
    private transient List<EmittingProcessorContext<?>> emittingContexts;
    private transient Map<String, Integer> inputTaskCounts;
    private transient Map<ProcessorNode, Map<String, Integer>> punctuationCounts;
    private transient boolean holdsInputs;
    private transient List<RefCountedTuple> held;
    private transient boolean batchCompleted;

    ProcessorBoltDelegate(String id, NodeGraph graph, List<ProcessorNode> nodes) {
        this.id = id;
        this.graph = graph;
        this.nodes = new ArrayList<>(nodes);
    }

    String getId() {
        return id;
    }

    void addNodes(Collection<ProcessorNode> added) {
        nodes.addAll(added);
    }

    List<ProcessorNode> getNodes() {
        return Collections.unmodifiableList(nodes);
    }

    void setInitialProcessors(InitialProcessors initialProcessors) {
        this.initialProcessors = initialProcessors;
    }

    void addInitialProcessors(InitialProcessors added) {
        InitialProcessors.ByStream merged = new InitialProcessors.ByStream();
        merged.putAll(initialProcessors);
        merged.putAll(added);
        initialProcessors = merged;
    }

    Set<String> getInitialStreams() {
        return initialProcessors.streams();
    }

    void setTimestampField(String fieldName) {
        this.timestampField = fieldName;
    }

    boolean isEventTimestamp() {
        return timestampField != null;
    }

    void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        this.collector = collector;
        emittingContexts = new ArrayList<>();
        punctuationCounts = new HashMap<>();
        held = new ArrayList<>();
        Set<ProcessorNode> members = Collections.newSetFromMap(new IdentityHashMap<>());
        members.addAll(nodes);
        for (ProcessorNode node : topologicalOrder(members)) {
            node.initProcessorContext(contextOf(node, members));
            holdsInputs |= node.isWindowed() && node.isBatch();
        }
        if (timestampField != null) {
            for (EmittingProcessorContext<?> emitting : emittingContexts) {
                emitting.setTimestampField(timestampField);
            }
        }
        inputTaskCounts = new HashMap<>();
        for (String stream : initialProcessors.streams()) {
            inputTaskCounts.put(stream, inputTaskCount(context, stream));
        }
    }

    /** Results go to the processors after {@code node} in this bolt, out of the bolt, or both. */
    private ProcessorContext<?> contextOf(ProcessorNode node, Set<ProcessorNode> members) {
        Map<String, List<ProcessorNode>> inBolt = new LinkedHashMap<>();
        for (Node child : graph.children(node)) {
            if (child instanceof ProcessorNode && members.contains(child)) {
                for (String stream : child.getParentStreams(node)) {
                    inBolt.computeIfAbsent(stream, s -> new ArrayList<>()).add((ProcessorNode) child);
                }
            }
        }
        if (inBolt.isEmpty()) {
            return emittingContext(node);
        }
        ForwardingProcessorContext<?> forwarding = new ForwardingProcessorContext<>(node, inBolt);
        return leavesBolt(node, members)
            ? new ChainedProcessorContext<>(node, forwarding, emittingContext(node)) : forwarding;
    }

    private ProcessorContext<?> emittingContext(ProcessorNode node) {
        List<EmittingProcessorContext<?>> contexts = new ArrayList<>();
        for (String stream : node.getOutputStreams()) {
            contexts.add(new EmittingProcessorContext<>(node, collector, stream));
        }
        emittingContexts.addAll(contexts);
        return contexts.size() == 1 ? contexts.get(0) : new ChainedProcessorContext<>(node, contexts);
    }

    /** True when a consumer of {@code node} (past any window or partition marker) runs outside this bolt. */
    private boolean leavesBolt(Node node, Set<ProcessorNode> members) {
        for (Node child : graph.children(node)) {
            if (child instanceof WindowNode || child instanceof PartitionNode) {
                if (leavesBolt(child, members)) {
                    return true;
                }
            } else if (child instanceof SinkNode || (child instanceof ProcessorNode && !members.contains(child))) {
                return true;
            }
        }
        return false;
    }

    /** The bolt's processors, parents first; ties in the order the bolt lists them. */
    private List<ProcessorNode> topologicalOrder(Set<ProcessorNode> members) {
        Map<ProcessorNode, Integer> pending = new IdentityHashMap<>();
        for (ProcessorNode node : nodes) {
            int parents = 0;
            for (Node parent : graph.parents(node)) {
                parents += parent instanceof ProcessorNode && members.contains(parent) ? 1 : 0;
            }
            pending.put(node, parents);
        }
        List<ProcessorNode> order = new ArrayList<>();
        while (order.size() < nodes.size()) {
            boolean progressed = false;
            for (ProcessorNode node : nodes) {
                if (pending.get(node) == 0) {
                    pending.put(node, -1);
                    order.add(node);
                    progressed = true;
                    for (Node child : graph.children(node)) {
                        if (child instanceof ProcessorNode && members.contains(child)) {
                            pending.merge((ProcessorNode) child, -1, Integer::sum);
                        }
                    }
                }
            }
            if (!progressed) {
                throw new IllegalStateException("The processors of bolt " + id + " form a cycle: " + nodes);
            }
        }
        return order;
    }

    void declareOutputFields(OutputFieldsDeclarer declarer) {
        for (ProcessorNode node : nodes) {
            for (String stream : node.getOutputStreams()) {
                declarer.declareStream(stream, withTimestamp(node.getOutputFields()));
                // A separate stream per output, so a consumer can subscribe to punctuations with all-grouping and
                // count one from every task of this bolt. Punctuations carry the event time like any tuple.
                declarer.declareStream(StreamUtil.getPunctuationStream(stream),
                    withTimestamp(StreamUtil.getPunctuationFields()));
            }
        }
    }

    private Fields withTimestamp(Fields fields) {
        if (timestampField == null) {
            return fields;
        }
        List<String> names = new ArrayList<>(fields.toList());
        names.add(timestampField);
        return new Fields(names);
    }

    /** Runs one input tuple through the processors and acks it unless a batch still needs it. */
    void processAndAck(Tuple input) {
        RefCountedTuple tuple = new RefCountedTuple(input);
        for (EmittingProcessorContext<?> emitting : emittingContexts) {
            emitting.setAnchor(tuple);
        }
        if (holdsInputs) {
            tuple.increment();
            held.add(tuple);
        }
        if (timestampField != null) {
            setEventTimestamp(input.getLongByField(timestampField));
        }
        Pair<Object, String> valueAndStream = getValueAndStream(input);
        batchCompleted = false;
        process(valueAndStream.getFirst(), valueAndStream.getSecond());
        if (batchCompleted && holdsInputs) {
            for (RefCountedTuple pending : held) {
                pending.decrement();
                ack(pending);
            }
            held.clear();
        }
        ack(tuple);
    }

    private void ack(RefCountedTuple tuple) {
        if (tuple.shouldAck()) {
            collector.ack(tuple.tuple());
            tuple.setAcked();
        }
    }

    void setEventTimestamp(long timestamp) {
        for (EmittingProcessorContext<?> emitting : emittingContexts) {
            emitting.setEventTimestamp(timestamp);
        }
    }

    /**
     * A spout's tuple is passed on whole, under the stream name spout id + stream id; a processor bolt's tuple
     * carries one value, or a pair as two fields (plus the timestamp field, if any).
     */
    Pair<Object, String> getValueAndStream(Tuple input) {
        if (input.getSourceComponent().startsWith("spout")) {
            GlobalStreamId source = input.getSourceGlobalStreamId();
            return Pair.of(input, source.get_componentId() + source.get_streamId());
        }
        Object value = input.size() == (timestampField == null ? 2 : 3)
            ? Pair.of(input.getValue(0), input.getValue(1)) : input.getValue(0);
        return Pair.of(value, input.getSourceStreamId());
    }

    void process(Object value, String sourceStreamId) {
        if (StreamUtil.isPunctuation(value)) {
            punctuate(StreamUtil.getSourceStream(sourceStreamId));
            return;
        }
        for (ProcessorNode node : initialProcessors.get(sourceStreamId)) {
            executeOn(node, value, sourceStreamId);
        }
    }

    @SuppressWarnings("unchecked")
    private static <T> void executeOn(ProcessorNode node, Object value, String stream) {
        ((Processor<T>) node.getProcessor()).execute((T) value, stream);
    }

    private void punctuate(String stream) {
        for (ProcessorNode node : initialProcessors.get(stream)) {
            if (batchEnds(node, stream)) {
                node.getProcessor().punctuate(null);
                punctuationCounts.remove(node);
                batchCompleted = true;
            }
        }
    }

    /** Counts a punctuation for {@code node}; true once every upstream task sent one on each windowed parent. */
    private boolean batchEnds(ProcessorNode node, String stream) {
        Set<String> windowedParents = node.getWindowedParentStreams();
        if (windowedParents.isEmpty()) {
            return true;
        }
        if (!windowedParents.contains(stream)) {
            return false;
        }
        Map<String, Integer> counts = punctuationCounts.computeIfAbsent(node, n -> new HashMap<>());
        counts.merge(stream, 1, Integer::sum);
        for (String parent : windowedParents) {
            Integer expected = inputTaskCounts.get(parent);
            if (expected == null) {
                throw new IllegalStateException("Bolt " + id + " got a punctuation on stream '" + stream
                    + "' but does not subscribe to windowed stream '" + parent + "'");
            }
            if (counts.getOrDefault(parent, 0) < expected) {
                return false;
            }
        }
        return true;
    }

    private static int inputTaskCount(TopologyContext context, String stream) {
        int tasks = 0;
        for (GlobalStreamId source : context.getThisSources().keySet()) {
            String name = source.get_componentId().startsWith("spout")
                ? source.get_componentId() + source.get_streamId() : source.get_streamId();
            if (stream.equals(name)) {
                tasks += context.getComponentTasks(source.get_componentId()).size();
            }
        }
        return tasks;
    }
}
