package io.github.stormmc.streams;

import java.util.List;
import java.util.Map;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseWindowedBolt;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.windowing.TupleWindow;

/**
 * A chain of streams ops after a window: on each activation every tuple in the window runs through the ops, then the
 * ops finish (aggregates forward their window result) and downstream bolts get a punctuation. Emits are anchored to
 * the window's tuples; the windowing executor acks them as they expire.
 */
public class StreamsWindowedBolt extends BaseWindowedBolt {
    private static final long serialVersionUID = 1L;
    private final BoltPlan plan;
    private transient ChainRunner runner;
    private transient List<Tuple> anchors;

    StreamsWindowedBolt(BoltPlan plan) {
        this.plan = plan;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        this.runner = new ChainRunner(plan, (stream, values) -> collector.emit(stream, anchors, values), context);
    }

    @Override
    public void execute(TupleWindow inputWindow) {
        anchors = inputWindow.get();
        for (Tuple tuple : anchors) {
            runner.process(tuple);
        }
        runner.finish();
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        Outputs.declare(plan, declarer);
    }
}
