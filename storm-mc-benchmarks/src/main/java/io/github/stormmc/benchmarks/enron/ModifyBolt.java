package io.github.stormmc.benchmarks.enron;

import io.github.stormmc.benchmarks.common.MeteredBolt;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Tuple;

/** Obfuscates names and prefixes the subject with the most frequent word ({@link EmailModifier}). */
public class ModifyBolt extends MeteredBolt {

    @Override
    protected void handle(Tuple input, BasicOutputCollector collector) {
        collector.emit(EmailTuples.values(EmailModifier.apply(EmailTuples.email(input)), EmailTuples.timestamp(input)));
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(EmailTuples.FIELDS);
    }
}
