package org.apache.storm.streams;

import java.util.List;
import java.util.Map;
import org.apache.storm.shade.org.jgrapht.DirectedGraph;
import org.apache.storm.streams.windowing.TumblingWindows;
import org.apache.storm.streams.windowing.Window;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseWindowedBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.windowing.TupleWindow;

/**
 * Runs the processors after a window: on each window activation, every tuple of the window goes through them, then
 * each input stream is punctuated, so batch operations emit the window's results and the bolts downstream learn the
 * window ended. The windowed executor owns the window's tuples (it acks them as they expire) and anchors emits that
 * name no anchors to them, so these emits name none.
 */
class WindowedProcessorBolt extends BaseWindowedBolt implements StreamBolt {
    private static final long serialVersionUID = 1L;
    private final ProcessorBoltDelegate delegate;
    private final Window<?, ?> window;

    /** Storm's form (needs storm-shaded-deps); the graph is copied at once. */
    WindowedProcessorBolt(String id, DirectedGraph<Node, Edge> graph, List<ProcessorNode> nodes, Window<?, ?> window) {
        this(id, ShadedTypes.nodeGraph(graph), nodes, window);
    }

    WindowedProcessorBolt(String id, NodeGraph graph, List<ProcessorNode> nodes, Window<?, ?> window) {
        this.delegate = new ProcessorBoltDelegate(id, graph, nodes);
        this.window = window;
        configureWindow();
    }

    private void configureWindow() {
        Object length = window.getWindowLength();
        Object sliding = window.getSlidingInterval();
        if (window instanceof TumblingWindows) {
            if (length instanceof Count) {
                withTumblingWindow((Count) length);
            } else {
                withTumblingWindow((Duration) length);
            }
        } else if (length instanceof Count && sliding instanceof Count) {
            withWindow((Count) length, (Count) sliding);
        } else if (length instanceof Count) {
            withWindow((Count) length, (Duration) sliding);
        } else if (sliding instanceof Count) {
            withWindow((Duration) length, (Count) sliding);
        } else {
            withWindow((Duration) length, (Duration) sliding);
        }
        if (window.getTimestampField() != null) {
            withTimestampField(window.getTimestampField());
        }
        if (window.getLag() != null) {
            withLag(window.getLag());
        }
        if (window.getLateTupleStream() != null) {
            withLateTupleStream(window.getLateTupleStream());
        }
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        delegate.prepare(topoConf, context, collector);
    }

    @Override
    public void execute(TupleWindow inputWindow) {
        if (delegate.isEventTimestamp() && inputWindow.getEndTimestamp() != null) {
            delegate.setEventTimestamp(inputWindow.getEndTimestamp());
        }
        for (Tuple tuple : inputWindow.get()) {
            Pair<Object, String> valueAndStream = delegate.getValueAndStream(tuple);
            // Punctuations of windowed bolts upstream arrive in the window too; this window ends batches itself.
            if (!StreamUtil.isPunctuation(valueAndStream.getFirst())) {
                delegate.process(valueAndStream.getFirst(), valueAndStream.getSecond());
            }
        }
        for (String stream : delegate.getInitialStreams()) {
            delegate.process(WindowNode.PUNCTUATION, stream);
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
}
