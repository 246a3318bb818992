package io.github.stormmc.streams;

import io.github.stormmc.testing.Recorder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/**
 * Emits fixed rows once, reliably (message id = row index), split across its tasks by index; records "ack:i" and
 * "fail:i" under its key. With {@link #after}, it emits nothing until the recorder holds enough events of another
 * key, so a test can order one stream after another.
 */
public class ListSpout extends BaseRichSpout {
    private static final long serialVersionUID = 1L;
    private final String key;
    private final Fields fields;
    private final List<List<Object>> rows;
    private List<Object> filler;
    private String gateKey;
    private int gateCount;
    private transient SpoutOutputCollector collector;
    private transient int next;
    private transient int task;
    private transient int tasks;

    public ListSpout(String key, Fields fields, List<List<Object>> rows) {
        this.key = key;
        this.fields = fields;
        this.rows = new ArrayList<>(rows);
    }

    /**
     * After its rows, keeps emitting {@code row} (unrecorded, one per millisecond), so time windows downstream keep
     * activating on every task.
     */
    public ListSpout thenRepeat(List<Object> row) {
        this.filler = row;
        return this;
    }

    public ListSpout after(String key, int count) {
        this.gateKey = key;
        this.gateCount = count;
        return this;
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        this.task = context.getThisTaskIndex();
        this.tasks = context.getComponentTasks(context.getThisComponentId()).size();
        this.next = 0;
    }

    @Override
    public void nextTuple() {
        if (gateKey != null && Recorder.events(gateKey).size() < gateCount) {
            return;
        }
        while (next < rows.size() && next % tasks != task) {
            next++;
        }
        if (next >= rows.size()) {
            if (filler != null) {
                collector.emit(new Values(filler.toArray()), "filler");
                org.apache.storm.utils.Utils.sleep(1);
            }
            return;
        }
        collector.emit(new Values(rows.get(next).toArray()), next);
        next++;
    }

    @Override
    public void ack(Object msgId) {
        if ("filler".equals(msgId)) {
            return;
        }
        Recorder.record(key, "ack:" + msgId);
    }

    @Override
    public void fail(Object msgId) {
        Recorder.record(key, "fail:" + msgId);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(fields);
    }
}
