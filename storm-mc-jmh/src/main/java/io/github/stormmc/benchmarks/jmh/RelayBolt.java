package io.github.stormmc.benchmarks.jmh;

import io.github.stormmc.benchmarks.common.MeteredBolt;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;

/** Passes each tuple's values on unchanged (one more queue hop); with {@code last} set it emits nothing. */
public class RelayBolt extends MeteredBolt {

    private final boolean last;

    public RelayBolt(boolean last) {
        this.last = last;
    }

    @Override
    protected void handle(Tuple input, BasicOutputCollector collector) {
        if (!last) {
            collector.emit(input.getValues());
        }
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("key", "ts"));
    }
}
