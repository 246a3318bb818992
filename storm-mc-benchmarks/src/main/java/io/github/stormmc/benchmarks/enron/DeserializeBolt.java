package io.github.stormmc.benchmarks.enron;

import io.github.stormmc.benchmarks.common.MeteredBolt;
import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Tuple;

/** Avro bytes → the eleven email fields. */
public class DeserializeBolt extends MeteredBolt {

    private transient EmailCodec codec;

    @Override
    protected void setUp(Map<String, Object> conf, TopologyContext context) {
        codec = new EmailCodec();
    }

    @Override
    protected void handle(Tuple input, BasicOutputCollector collector) {
        collector.emit(EmailTuples.values(codec.decode(input.getBinary(0)), input.getLong(1)));
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(EmailTuples.FIELDS);
    }
}
