package io.github.stormmc.testing;

import java.util.Map;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/**
 * Emits 0, 1, 2, ... as fast as the engine lets it, unanchored, so downstream queues fill as soon as a consumer stops
 * taking from them. With a payload size, each tuple also carries that many bytes ("n", "payload").
 */
public class FloodSpout extends BaseRichSpout {
    private static final long serialVersionUID = 1L;
    private final int payloadBytes;
    private transient SpoutOutputCollector collector;
    private transient long n;

    public FloodSpout() {
        this(0);
    }

    public FloodSpout(int payloadBytes) {
        this.payloadBytes = payloadBytes;
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
    }

    @Override
    public void nextTuple() {
        collector.emit(payloadBytes == 0 ? new Values(n++) : new Values(n++, new byte[payloadBytes]));
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(payloadBytes == 0 ? new Fields("n") : new Fields("n", "payload"));
    }
}
