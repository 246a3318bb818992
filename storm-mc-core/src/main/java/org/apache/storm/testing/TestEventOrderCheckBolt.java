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
 * Checks that the (source, eventId) tuples of a {@link TestEventLogSpout} arrive in order per source: emits an
 * "error" tuple for every event id lower than the last one seen from its source, and acks every input.
 */
public class TestEventOrderCheckBolt extends BaseRichBolt {
    public static Logger LOG = LoggerFactory.getLogger(TestEventOrderCheckBolt.class);

    OutputCollector collector;
    Map<Integer, Long> recentEventId = new HashMap<>();

    public TestEventOrderCheckBolt() {
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        this.collector = collector;
    }

    @Override
    public void execute(Tuple input) {
        Integer source = input.getInteger(0);
        Long eventId = input.getLong(1);
        Long recent = recentEventId.get(source);
        if (recent != null && eventId < recent) {
            String error = "Error: event id out of order: source " + source + " sent " + eventId + " after " + recent;
            LOG.error(error);
            collector.emit(input, new Values(error));
        }
        recentEventId.put(source, eventId);
        collector.ack(input);
    }

    @Override
    public void cleanup() {
    }

    public Fields getOutputFields() {
        return new Fields("error");
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(getOutputFields());
    }
}
