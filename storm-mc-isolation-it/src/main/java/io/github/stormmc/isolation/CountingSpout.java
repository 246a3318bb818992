package io.github.stormmc.isolation;

import java.util.Map;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/** Emits 0..count-1 once each, with the number as message id, and counts acks and fails in {@link Tally}. */
public final class CountingSpout extends BaseRichSpout {

    private static final long serialVersionUID = 1L;

    private final long count;
    private transient SpoutOutputCollector collector;
    private transient long next;

    public CountingSpout(long count) {
        this.count = count;
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
    }

    @Override
    public void nextTuple() {
        if (next < count) {
            collector.emit(new Values(next), next);
            next++;
        }
    }

    @Override
    public void ack(Object msgId) {
        Tally.ACKED.incrementAndGet();
    }

    @Override
    public void fail(Object msgId) {
        Tally.FAILED.incrementAndGet();
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("n"));
    }
}
