package org.apache.storm.streams;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.storm.shade.org.jgrapht.DirectedGraph;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.streams.processors.StatefulProcessor;
import org.apache.storm.streams.processors.UpdateStateByKeyProcessor;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseStatefulBolt;
import org.apache.storm.tuple.Tuple;

/**
 * Runs the processors of an {@code updateStateByKey} and of the state queries against it, on the bolt's checkpointed
 * key-value state.
 */
class StatefulProcessorBolt<K, V> extends BaseStatefulBolt<KeyValueState<K, V>> implements StreamBolt {
    private static final long serialVersionUID = 1L;
    private final ProcessorBoltDelegate delegate;
    private final List<StatefulProcessor<K, V>> statefulProcessors = new ArrayList<>();

    /** Storm's form (needs storm-shaded-deps); the graph is copied at once. */
    StatefulProcessorBolt(String boltId, DirectedGraph<Node, Edge> graph, List<ProcessorNode> nodes) {
        this(boltId, ShadedTypes.nodeGraph(graph), nodes);
    }

    StatefulProcessorBolt(String boltId, NodeGraph graph, List<ProcessorNode> nodes) {
        delegate = new ProcessorBoltDelegate(boltId, graph, nodes);
        addStatefulProcessors(nodes);
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        delegate.prepare(topoConf, context, collector);
    }

    @Override
    public void execute(Tuple input) {
        delegate.processAndAck(input);
    }

    @Override
    public void initState(KeyValueState<K, V> state) {
        for (StatefulProcessor<K, V> processor : statefulProcessors) {
            processor.initState(state);
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        delegate.declareOutputFields(declarer);
    }

    @Override
    public ProcessorBoltDelegate delegate() {
        return delegate;
    }

    void addInitialProcessors(InitialProcessors initialProcessors) {
        delegate.addInitialProcessors(initialProcessors);
    }

    public List<ProcessorNode> getNodes() {
        return delegate.getNodes();
    }

    /** Adds processors (state queries) that must run next to this bolt's state. */
    void addNodes(List<ProcessorNode> nodes) {
        delegate.addNodes(nodes);
        addStatefulProcessors(nodes);
    }

    @SuppressWarnings("unchecked")
    private void addStatefulProcessors(List<ProcessorNode> nodes) {
        for (ProcessorNode node : nodes) {
            if (node.getProcessor() instanceof StatefulProcessor) {
                if (node.getProcessor() instanceof UpdateStateByKeyProcessor && hasUpdateStateByKey()) {
                    throw new IllegalArgumentException("A stateful bolt holds the state of one updateStateByKey, "
                        + "but bolt " + getId() + " got a second one");
                }
                statefulProcessors.add((StatefulProcessor<K, V>) node.getProcessor());
            }
        }
    }

    private boolean hasUpdateStateByKey() {
        return statefulProcessors.stream().anyMatch(p -> p instanceof UpdateStateByKeyProcessor);
    }
}
