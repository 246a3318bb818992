package io.github.stormmc.flux;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.Utils;

/** Emits each of its sentences once, reliably (a failed one is emitted again), then idles. */
public class SentenceSpout extends BaseRichSpout {
    private static final long serialVersionUID = 1L;
    private final List<String> sentences;
    private transient SpoutOutputCollector collector;
    private transient List<Integer> toEmit;

    public SentenceSpout(List<String> sentences) {
        this.sentences = new ArrayList<>(sentences);
    }

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        this.toEmit = new ArrayList<>();
        for (int i = 0; i < sentences.size(); i++) {
            toEmit.add(i);
        }
    }

    @Override
    public void nextTuple() {
        if (toEmit.isEmpty()) {
            Utils.sleep(10);
            return;
        }
        int i = toEmit.remove(0);
        collector.emit(new Values(sentences.get(i)), i);
    }

    @Override
    public void fail(Object msgId) {
        toEmit.add((Integer) msgId);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("sentence"));
    }
}
