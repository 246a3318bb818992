package io.github.stormmc.windowing;

import io.github.stormmc.testing.Recorder;
import java.util.List;
import java.util.Map;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/**
 * Emits "value@timestamp" items in order, each with its value as message id; records acks as "ack:value". An item
 * "|N" is a gate: emitting pauses until the recorder holds N {@link WindowSeen} events.
 */
public class ScriptSpout extends BaseRichSpout {
    private static final long serialVersionUID = 1L;
    private final String key;
    private final List<String> script;
    private transient SpoutOutputCollector collector;
    private transient int next;

    public ScriptSpout(String key, List<String> script) {
        this.key = key;
        this.script = script;
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
    }

    @Override
    public void nextTuple() {
        if (next >= script.size()) {
            return;
        }
        String item = script.get(next);
        if (item.startsWith("|")) {
            if (Recorder.count(key, WindowSeen.class) >= Integer.parseInt(item.substring(1))) {
                next++;
            }
            return;
        }
        next++;
        String[] parts = item.split("@");
        long ts = parts.length > 1 ? Long.parseLong(parts[1]) : 0L;
        collector.emit(new Values(parts[0], ts), parts[0]);
    }

    @Override
    public void ack(Object msgId) {
        Recorder.record(key, "ack:" + msgId);
    }

    @Override
    public void fail(Object msgId) {
        Recorder.record(key, "fail:" + msgId);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("v", "ts"));
    }
}
