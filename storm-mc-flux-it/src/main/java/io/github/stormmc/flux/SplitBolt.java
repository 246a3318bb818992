package io.github.stormmc.flux;

import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/** Splits a sentence into words on white space; Flux sets {@code lowerCase} through its setter. */
public class SplitBolt extends BaseBasicBolt {
    private static final long serialVersionUID = 1L;
    private boolean lowerCase;

    public void setLowerCase(boolean lowerCase) {
        this.lowerCase = lowerCase;
    }

    @Override
    public void execute(Tuple input, BasicOutputCollector collector) {
        String sentence = input.getStringByField("sentence");
        for (String word : (lowerCase ? sentence.toLowerCase() : sentence).trim().split("\\s+")) {
            collector.emit(new Values(word));
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("word"));
    }
}
