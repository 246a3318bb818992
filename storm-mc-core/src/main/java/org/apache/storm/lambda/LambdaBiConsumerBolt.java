package org.apache.storm.lambda;

import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;

/** A basic bolt that passes every tuple and its collector to a bi-consumer; declares the given fields. */
public class LambdaBiConsumerBolt extends BaseBasicBolt {
    private static final long serialVersionUID = 1L;

    private final SerializableBiConsumer<Tuple, BasicOutputCollector> biConsumer;
    private final String[] fields;

    public LambdaBiConsumerBolt(SerializableBiConsumer<Tuple, BasicOutputCollector> biConsumer, String[] fields) {
        this.biConsumer = biConsumer;
        this.fields = fields;
    }

    @Override
    public void execute(Tuple input, BasicOutputCollector collector) {
        biConsumer.accept(input, collector);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields(fields));
    }
}
