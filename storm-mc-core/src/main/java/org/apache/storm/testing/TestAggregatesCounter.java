package org.apache.storm.testing;

import java.util.HashMap;
import java.util.Map;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Takes {@code (word, count)} tuples, keeps the latest count of each word and emits the sum of those latest counts
 * (unanchored), then acks the input.
 */
public class TestAggregatesCounter extends BaseRichBolt {
    public static Logger LOG = LoggerFactory.getLogger(TestAggregatesCounter.class);
    private static final long serialVersionUID = 1L;
    private transient Map<String, Integer> latest;
    private transient OutputCollector collector;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        this.collector = collector;
        this.latest = new HashMap<>();
    }

    @Override
    public void execute(Tuple input) {
        latest.put(input.getString(0), input.getInteger(1));
        int sum = 0;
        for (int c : latest.values()) {
            sum += c;
        }
        collector.emit(new Values(sum));
        collector.ack(input);
    }

    @Override
    public void cleanup() {
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("agg-global"));
    }
}
