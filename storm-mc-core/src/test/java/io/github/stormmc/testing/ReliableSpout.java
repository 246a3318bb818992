package io.github.stormmc.testing;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/**
 * Emits ids 0..n-1 with themselves as message ids and replays an id when it fails. Records every emit, ack and fail
 * ({@link Outcome}), checks that ack/fail run on the spout's own thread, and records the largest number of its own
 * tuples in flight together with what {@code getPendingCount()} said at that moment.
 */
public class ReliableSpout extends BaseRichSpout {
    private static final long serialVersionUID = 1L;
    private final String key;
    private final int count;
    private transient SpoutOutputCollector collector;
    private transient Deque<Integer> replays;
    private transient int next;
    private transient int inFlight;
    private transient String thread;

    public ReliableSpout(String key, int count) {
        this.key = key;
        this.count = count;
    }

    /** What happened to one id; {@code onSpoutThread} is false if the callback came on another thread. */
    public record Outcome(String kind, int id, boolean onSpoutThread, long atNanos) {
    }

    /** Largest in-flight count seen, and getPendingCount at that moment. */
    public record Pending(int inFlight, long reported) {
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        this.replays = new ArrayDeque<>();
        this.thread = Thread.currentThread().getName();
    }

    @Override
    public void nextTuple() {
        Integer id = replays.poll();
        if (id == null && next < count) {
            id = next++;
        }
        if (id == null) {
            return;
        }
        inFlight++;
        long at = System.nanoTime(); // before emit: the tuple's timeout starts inside it
        collector.emit(new Values(id), id);
        Recorder.record(key, new Outcome("emit", id, true, at));
        Recorder.record(key, new Pending(inFlight, collector.getPendingCount()));
    }

    @Override
    public void ack(Object msgId) {
        inFlight--;
        Recorder.record(key, new Outcome("ack", (Integer) msgId, onThread(), System.nanoTime()));
    }

    @Override
    public void fail(Object msgId) {
        inFlight--;
        Recorder.record(key, new Outcome("fail", (Integer) msgId, onThread(), System.nanoTime()));
        replays.add((Integer) msgId);
    }

    private boolean onThread() {
        return Thread.currentThread().getName().equals(thread);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("id"));
    }
}
