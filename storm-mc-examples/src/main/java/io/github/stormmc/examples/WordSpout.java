package io.github.stormmc.examples;

import java.util.List;
import java.util.Map;
import java.util.Random;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;

/** Emits words picked at random from a small fixed list, each with a message id. */
public class WordSpout extends BaseRichSpout {

    static final List<String> WORDS = List.of("nathan", "mike", "jackson", "golda", "bertels");

    private transient SpoutOutputCollector collector;
    private transient Random random;
    private long nextMessageId;

    @Override
    public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        this.collector = collector;
        this.random = new Random();
    }

    @Override
    public void nextTuple() {
        collector.emit(new Values(WORDS.get(random.nextInt(WORDS.size()))), nextMessageId++);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("word"));
    }
}
