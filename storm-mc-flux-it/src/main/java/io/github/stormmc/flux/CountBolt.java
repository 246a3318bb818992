package io.github.stormmc.flux;

import java.util.HashMap;
import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/** Counts words; emits each word with its running count and the id of the task that counted it. */
public class CountBolt extends BaseBasicBolt {
    private static final long serialVersionUID = 1L;
    private transient Map<String, Integer> counts;
    private transient int taskId;

    @Override
    public void prepare(Map<String, Object> conf, TopologyContext context) {
        counts = new HashMap<>();
        taskId = context.getThisTaskId();
    }

    @Override
    public void execute(Tuple input, BasicOutputCollector collector) {
        String word = input.getStringByField("word");
        collector.emit(new Values(word, counts.merge(word, 1, Integer::sum), taskId));
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("word", "count", "task"));
    }
}
