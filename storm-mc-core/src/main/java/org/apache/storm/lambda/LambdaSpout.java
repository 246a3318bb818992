package org.apache.storm.lambda;

import java.util.Map;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/** A spout that emits each non-null value of a supplier as an untracked one-field tuple ({@code lambda}). */
public class LambdaSpout extends BaseRichSpout {
    private static final long serialVersionUID = 1L;

    private final SerializableSupplier<?> supplier;
    private SpoutOutputCollector collector;

    public LambdaSpout(SerializableSupplier<?> supplier) {
        this.supplier = supplier;
    }

    @Override
    public void open(Map<String, Object> topoConf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
    }

    @Override
    public void nextTuple() {
        Object value = supplier.get();
        if (value != null) {
            collector.emit(new Values(value));
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("lambda"));
    }
}
