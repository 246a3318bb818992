package io.github.stormmc.streams;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Tuple;

/**
 * A chain of unwindowed streams ops. Emits are anchored to the tuple being processed. When some op holds results
 * until upstream windows complete, its inputs stay pending (un-acked) until the punctuation arrives, and what it
 * then forwards is anchored to all of them.
 */
public class StreamsBolt extends BaseRichBolt {
    private static final long serialVersionUID = 1L;
    private final BoltPlan plan;
    private transient OutputCollector collector;
    private transient ChainRunner runner;
    private transient List<Tuple> anchors;
    private transient List<Tuple> pending;

    StreamsBolt(BoltPlan plan) {
        this.plan = plan;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        this.collector = collector;
        this.pending = new ArrayList<>();
        this.runner = new ChainRunner(plan, (stream, values) -> collector.emit(stream, anchors, values), context);
    }

    @Override
    public void execute(Tuple input) {
        if (runner.isPunctuation(input)) {
            collector.ack(input);
            anchors = pending;
            if (runner.punctuate()) {
                pending.forEach(collector::ack);
                pending = new ArrayList<>();
            }
            return;
        }
        anchors = List.of(input);
        runner.process(input);
        if (plan.holdsUntilPunctuation) {
            pending.add(input);
        } else {
            collector.ack(input);
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        Outputs.declare(plan, declarer);
    }
}
