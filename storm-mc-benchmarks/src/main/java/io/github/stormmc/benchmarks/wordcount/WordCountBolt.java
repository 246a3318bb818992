package io.github.stormmc.benchmarks.wordcount;

import io.github.stormmc.benchmarks.common.MeteredBolt;
import java.util.HashMap;
import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/**
 * Counts words in a per-task map and emits (word, count), like storm-benchmark's Count (nobody subscribes). At
 * cleanup the task hands its counts to {@link WordCountResults} for finite correctness runs.
 */
public class WordCountBolt extends MeteredBolt {

    private transient Map<String, Integer> counts;
    private transient int taskId;

    @Override
    protected void setUp(Map<String, Object> conf, TopologyContext context) {
        counts = new HashMap<>();
        taskId = context.getThisTaskId();
    }

    @Override
    protected boolean isSink() {
        return true;
    }

    @Override
    protected void handle(Tuple input, BasicOutputCollector collector) {
        String word = input.getString(0);
        Integer count = counts.merge(word, 1, Integer::sum);
        collector.emit(new Values(word, count));
    }

    @Override
    public void cleanup() {
        if (counts != null) {
            WordCountResults.publish(taskId, counts);
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("word", "count"));
    }
}
