package io.github.stormmc.jdbc;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Map;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/** A reliable spout of numbered tuples: emits id 0, 1, ... with message id = id, and replays each id that fails. */
abstract class ReplayingSpout extends BaseRichSpout {
    private static final long serialVersionUID = 1L;
    private final String[] fields;
    private transient SpoutOutputCollector collector;
    private transient Deque<Integer> replays;
    private transient int next;

    ReplayingSpout(String... fields) {
        this.fields = fields;
    }

    /** Whether the next new id may be emitted now. */
    abstract boolean mayEmit(int id);

    /** The tuple of the given id. */
    abstract Values values(int id);

    abstract void acked(int id);

    /** Called before the id is queued for replay. */
    abstract void failed(int id);

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        this.replays = new ArrayDeque<>();
    }

    @Override
    public void nextTuple() {
        Integer id = replays.poll();
        if (id == null && mayEmit(next)) {
            id = next++;
        }
        if (id != null) {
            collector.emit(values(id), id);
        }
    }

    @Override
    public void ack(Object msgId) {
        acked((Integer) msgId);
    }

    @Override
    public void fail(Object msgId) {
        failed((Integer) msgId);
        replays.add((Integer) msgId);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields(fields));
    }
}
