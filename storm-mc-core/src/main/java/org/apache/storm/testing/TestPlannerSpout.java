package org.apache.storm.testing;

import java.util.HashMap;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.Utils;

/**
 * A spout that declares fields but never emits, for tests of topology structure (planning, parallelism, groupings).
 * A non-distributed one asks for at most one task.
 */
public class TestPlannerSpout extends BaseRichSpout {
    boolean isDistributed;
    Fields outFields;

    public TestPlannerSpout(Fields outFields, boolean isDistributed) {
        this.isDistributed = isDistributed;
        this.outFields = outFields;
    }

    public TestPlannerSpout(boolean isDistributed) {
        this(new Fields("field1", "field2"), isDistributed);
    }

    public TestPlannerSpout(Fields outFields) {
        this(outFields, true);
    }

    public Fields getOutputFields() {
        return outFields;
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
    }

    @Override
    public void close() {
    }

    /** Emits nothing; sleeps briefly so an idle executor does not spin. */
    @Override
    public void nextTuple() {
        Utils.sleep(100);
    }

    @Override
    public void ack(Object msgId) {
    }

    @Override
    public void fail(Object msgId) {
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(getOutputFields());
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        Map<String, Object> conf = new HashMap<>();
        if (!isDistributed) {
            conf.put(Config.TOPOLOGY_MAX_TASK_PARALLELISM, 1);
        }
        return conf;
    }
}
