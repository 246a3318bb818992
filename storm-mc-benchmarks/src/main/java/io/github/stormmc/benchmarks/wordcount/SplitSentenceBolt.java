package io.github.stormmc.benchmarks.wordcount;

import io.github.stormmc.benchmarks.common.MeteredBolt;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/** Emits each word of the sentence (see {@link WordSplitter}), carrying the sentence's timestamp along. */
public class SplitSentenceBolt extends MeteredBolt {

    @Override
    protected void handle(Tuple input, BasicOutputCollector collector) {
        Long timestamp = input.getLong(1);
        WordSplitter.forEachWord(input.getString(0), word -> collector.emit(new Values(word, timestamp)));
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("word", "ts"));
    }
}
