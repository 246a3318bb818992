package org.apache.storm.testing;

import java.util.ArrayList;
import java.util.List;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.Utils;

/** Starts a batch for each input tuple: emits a fresh random batch id followed by the tuple's values. */
public class PrepareBatchBolt extends BaseBasicBolt {
    Fields outFields;

    public PrepareBatchBolt(Fields outFields) {
        this.outFields = outFields;
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(outFields);
    }

    @Override
    public void execute(Tuple input, BasicOutputCollector collector) {
        List<Object> values = new ArrayList<>();
        values.add(Utils.secureRandomLong());
        values.addAll(input.getValues());
        collector.emit(values);
    }
}
