package org.apache.storm.testing;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.apache.storm.Config;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.Utils;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Emits, unanchored on field {@code word}, one word picked at random from nathan, mike, jackson, golda and bertels
 * per {@code nextTuple}, sleeping 100 ms (Storm's clock, so simulated time applies) before each. Not distributed
 * means at most one task.
 */
public class TestWordSpout extends BaseRichSpout {
    public static Logger LOG = LoggerFactory.getLogger(TestWordSpout.class);
    private static final String[] WORDS = {"nathan", "mike", "jackson", "golda", "bertels"};
    private static final long serialVersionUID = 1L;
    private final boolean isDistributed;
    private transient SpoutOutputCollector collector;
    private transient Random random;

    public TestWordSpout() {
        this(true);
    }

    public TestWordSpout(boolean isDistributed) {
        this.isDistributed = isDistributed;
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        this.random = new Random();
    }

    @Override
    public void close() {
    }

    @Override
    public void nextTuple() {
        Utils.sleep(100);
        collector.emit(new Values(WORDS[random.nextInt(WORDS.length)]));
    }

    @Override
    public void ack(Object msgId) {
    }

    @Override
    public void fail(Object msgId) {
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("word"));
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        if (isDistributed) {
            return null;
        }
        Map<String, Object> conf = new HashMap<>();
        conf.put(Config.TOPOLOGY_MAX_TASK_PARALLELISM, 1);
        return conf;
    }
}
