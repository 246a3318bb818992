package io.github.stormmc.benchmarks.enron;

import io.github.stormmc.benchmarks.common.MeteredBolt;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Tuple;

/** Drops mail not sent from Enron and cleans the rest ({@link EmailFilter}). */
public class FilterBolt extends MeteredBolt {

    @Override
    protected void handle(Tuple input, BasicOutputCollector collector) {
        Email kept = EmailFilter.apply(EmailTuples.email(input));
        if (kept != null) {
            collector.emit(EmailTuples.values(kept, EmailTuples.timestamp(input)));
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(EmailTuples.FIELDS);
    }
}
