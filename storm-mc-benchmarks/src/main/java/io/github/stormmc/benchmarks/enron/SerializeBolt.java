package io.github.stormmc.benchmarks.enron;

import io.github.stormmc.benchmarks.common.MeteredBolt;
import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/** The eleven email fields → Avro bytes. */
public class SerializeBolt extends MeteredBolt {

    private transient EmailCodec codec;

    @Override
    protected void setUp(Map<String, Object> conf, TopologyContext context) {
        codec = new EmailCodec();
    }

    @Override
    protected void handle(Tuple input, BasicOutputCollector collector) {
        collector.emit(new Values(codec.encode(EmailTuples.email(input)), EmailTuples.timestamp(input)));
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
        declarer.declare(new Fields("serialized", "ts"));
    }
}
