package io.github.stormmc.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.Utils;

/**
 * Emits a fixed list of tuples once (task index 0 only, unless {@link #everyTask}), on the default stream, then
 * stays idle. Records each emit's returned task ids as {@link Emitted} and each lifecycle callback.
 */
public class FixedSpout extends BaseRichSpout {
    private static final long serialVersionUID = 1L;
    private final String key;
    private final Fields fields;
    private final List<List<Object>> tuples;
    private boolean everyTask;
    private String stream = Utils.DEFAULT_STREAM_ID;
    private transient SpoutOutputCollector collector;
    private transient int next;
    private transient boolean emitting;
    private transient TopologyContext context;

    public FixedSpout(String key, Fields fields, List<List<Object>> tuples) {
        this.key = key;
        this.fields = fields;
        this.tuples = new ArrayList<>(tuples);
    }

    public FixedSpout everyTask() {
        this.everyTask = true;
        return this;
    }

    public FixedSpout onStream(String streamId) {
        this.stream = streamId;
        return this;
    }

    /** What one emit returned. */
    public record Emitted(int taskId, List<Object> values, List<Integer> targets) {
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        this.context = context;
        this.emitting = everyTask || context.getThisTaskIndex() == 0;
        Recorder.record(key, new Lifecycle(context.getThisComponentId(), context.getThisTaskId(), "open",
            Thread.currentThread().getName(), System.identityHashCode(this)));
    }

    @Override
    public void nextTuple() {
        if (emitting && next < tuples.size()) {
            List<Object> values = tuples.get(next++);
            List<Integer> targets = collector.emit(stream, values);
            Recorder.record(key, new Emitted(context.getThisTaskId(), values, targets));
        }
    }

    @Override
    public void activate() {
        Recorder.record(key, new Lifecycle(context.getThisComponentId(), context.getThisTaskId(), "activate",
            Thread.currentThread().getName(), System.identityHashCode(this)));
    }

    @Override
    public void deactivate() {
        Recorder.record(key, new Lifecycle(context.getThisComponentId(), context.getThisTaskId(), "deactivate",
            Thread.currentThread().getName(), System.identityHashCode(this)));
    }

    @Override
    public void close() {
        Recorder.record(key, new Lifecycle(context.getThisComponentId(), context.getThisTaskId(), "close",
            Thread.currentThread().getName(), System.identityHashCode(this)));
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declareStream(stream, fields);
    }
}
