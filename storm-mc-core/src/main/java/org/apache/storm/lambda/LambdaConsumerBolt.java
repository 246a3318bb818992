package org.apache.storm.lambda;

import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.tuple.Tuple;

/** A terminal bolt that passes every tuple to a consumer; it declares no output streams. */
public class LambdaConsumerBolt extends BaseBasicBolt {
    private static final long serialVersionUID = 1L;

    private final SerializableConsumer<Tuple> consumer;

    public LambdaConsumerBolt(SerializableConsumer<Tuple> consumer) {
        this.consumer = consumer;
    }

    @Override
    public void execute(Tuple input, BasicOutputCollector collector) {
        consumer.accept(input);
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
    }
}
