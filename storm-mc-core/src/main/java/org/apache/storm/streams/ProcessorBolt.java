package org.apache.storm.streams;

import java.util.List;
import java.util.Map;
import org.apache.storm.shade.org.jgrapht.DirectedGraph;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;

/** Runs a group of processors that are neither windowed nor stateful. */
class ProcessorBolt extends BaseRichBolt implements StreamBolt {
    private static final long serialVersionUID = 1L;
    private final ProcessorBoltDelegate delegate;

    /** Storm's form (needs storm-shaded-deps); the graph is copied at once. */
    ProcessorBolt(String id, DirectedGraph<Node, Edge> graph, List<ProcessorNode> nodes) {
        this(id, ShadedTypes.nodeGraph(graph), nodes);
    }

    ProcessorBolt(String id, NodeGraph graph, List<ProcessorNode> nodes) {
        delegate = new ProcessorBoltDelegate(id, graph, nodes);
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
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        delegate.declareOutputFields(declarer);
    }

    @Override
    public ProcessorBoltDelegate delegate() {
        return delegate;
    }
}
