package org.apache.storm.testing;

import io.github.stormmc.testkit.Feed;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;

/**
 * A spout a test pushes tuples into while the topology runs: {@link #feed} on the instance the test holds reaches
 * the copy running in the topology. Every fed tuple is emitted on the default stream with a message id (a random
 * UUID string unless given), and acks and fails go to the {@link AckFailDelegate}, if one was set.
 */
public class FeederSpout extends BaseRichSpout {
    private static final long serialVersionUID = 1L;
    private final String id = UUID.randomUUID().toString();
    private final Fields outFields;
    private AckFailDelegate ackFailDelegate;
    private transient SpoutOutputCollector collector;

    public FeederSpout(List<String> outFields) {
        this(new Fields(outFields));
    }

    public FeederSpout(Fields outFields) {
        this.outFields = outFields;
        Feed.of(id);
    }

    /** Set before the topology is built: the delegate is serialised with the spout. */
    public void setAckFailDelegate(AckFailDelegate d) {
        this.ackFailDelegate = d;
    }

    public void feed(List<Object> tuple) {
        feed(tuple, UUID.randomUUID().toString());
    }

    /** Waits until the running spout reads its feed (at most 20 seconds), then queues the tuple. */
    public void feed(List<Object> tuple, Object msgId) {
        Feed.of(id).awaitReader();
        feedNoWait(tuple, msgId);
    }

    public void feedNoWait(List<Object> tuple, Object msgId) {
        Feed.of(id).offer(tuple, msgId);
    }

    /** Waits until a running copy of this spout has been opened (at most 20 seconds). */
    public void waitForReader() {
        Feed.of(id).awaitReader();
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        Feed.of(id).readerArrived();
    }

    @Override
    public void close() {
    }

    @Override
    public void nextTuple() {
        Feed.Item item = Feed.of(id).poll();
        if (item != null) {
            collector.emit(item.values(), item.messageId());
        }
    }

    @Override
    public void ack(Object msgId) {
        if (ackFailDelegate != null) {
            ackFailDelegate.ack(msgId);
        }
    }

    @Override
    public void fail(Object msgId) {
        if (ackFailDelegate != null) {
            ackFailDelegate.fail(msgId);
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(outFields);
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return new HashMap<>();
    }
}
