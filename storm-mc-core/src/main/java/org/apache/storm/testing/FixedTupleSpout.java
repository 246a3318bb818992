package org.apache.storm.testing;

import io.github.stormmc.testkit.SharedState;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.IRichSpout;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;

/**
 * Emits a fixed list of tuples once, each with a message id, then nothing. With several tasks, task index {@code i}
 * of {@code n} emits the tuples at positions {@code i, i + n, i + 2n, ...}. Acks and fails are counted per spout (all
 * tasks and copies together), and the spout is exhausted when every tuple has been acked or failed.
 *
 * <p>Without output fields it declares no stream: that is how {@code completeTopology} uses it, in place of a mocked
 * spout whose declared streams stay in the topology.
 */
public class FixedTupleSpout implements IRichSpout, CompletableSpout {
    private static final long serialVersionUID = 1L;
    private final List<FixedTuple> tuples;
    private final Fields fields;
    private final String id = UUID.randomUUID().toString();
    private transient SpoutOutputCollector collector;
    private transient List<FixedTuple> mine;
    private transient int next;

    /** @param tuples each a {@link FixedTuple} or a {@code List} of values for the default stream */
    public FixedTupleSpout(List tuples) {
        this(tuples, null);
    }

    public FixedTupleSpout(List tuples, Fields fields) {
        this.tuples = new ArrayList<>();
        for (Object t : tuples) {
            this.tuples.add(t instanceof FixedTuple ? (FixedTuple) t : new FixedTuple(castValues(t)));
        }
        this.fields = fields;
    }

    @SuppressWarnings("unchecked")
    private static List<Object> castValues(Object t) {
        if (!(t instanceof List)) {
            throw new IllegalArgumentException("FixedTupleSpout takes FixedTuples or Lists of values, got " + t);
        }
        return (List<Object>) t;
    }

    private static AtomicInteger counter(String kind, String spoutId) {
        return SharedState.get("fixed-tuple-spout-" + kind + "-" + spoutId, AtomicInteger::new);
    }

    public static int getNumAcked(String stormId) {
        return counter("acked", stormId).get();
    }

    public static int getNumFailed(String stormId) {
        return counter("failed", stormId).get();
    }

    /** Forgets the ack and fail counts of the spout with this id. */
    public static void clear(String stormId) {
        SharedState.remove("fixed-tuple-spout-acked-" + stormId);
        SharedState.remove("fixed-tuple-spout-failed-" + stormId);
    }

    public List<FixedTuple> getSourceTuples() {
        return tuples;
    }

    /** Tuples acked or failed so far, over every task of this spout. */
    public int getCompleted() {
        return getNumAcked(id) + getNumFailed(id);
    }

    public void cleanup() {
        clear(id);
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        int index = context.getThisTaskIndex();
        int tasks = context.getComponentTasks(context.getThisComponentId()).size();
        mine = new ArrayList<>();
        for (int i = index; i < tuples.size(); i += tasks) {
            mine.add(tuples.get(i));
        }
        next = 0;
    }

    @Override
    public void close() {
    }

    @Override
    public void nextTuple() {
        if (next < mine.size()) {
            FixedTuple t = mine.get(next++);
            collector.emit(t.stream, t.values, UUID.randomUUID().toString());
        }
    }

    @Override
    public void ack(Object msgId) {
        counter("acked", id).incrementAndGet();
    }

    @Override
    public void fail(Object msgId) {
        counter("failed", id).incrementAndGet();
    }

    @Override
    public void activate() {
    }

    @Override
    public void deactivate() {
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        if (fields != null) {
            declarer.declare(fields);
        }
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return null;
    }

    @Override
    public boolean isExhausted() {
        return getCompleted() >= tuples.size();
    }
}
