package io.github.stormmc.isolation;

import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.tuple.Tuple;

/** Calls gson, snakeyaml and Disruptor, the application's old versions, once per tuple; counts the successes. */
public final class OldLibrariesBolt extends BaseBasicBolt {

    private static final long serialVersionUID = 1L;

    @Override
    public void execute(Tuple input, BasicOutputCollector collector) {
        long n = input.getLong(0);
        Tally.EXECUTED.incrementAndGet();
        if (OldLibraryCalls.gson(n)) {
            Tally.GSON_OK.incrementAndGet();
        }
        if (OldLibraryCalls.yaml(n)) {
            Tally.YAML_OK.incrementAndGet();
        }
        if (OldLibraryCalls.disruptor(n)) {
            Tally.DISRUPTOR_OK.incrementAndGet();
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
    }
}
