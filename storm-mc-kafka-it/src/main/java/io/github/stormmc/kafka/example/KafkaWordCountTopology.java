package io.github.stormmc.kafka.example;

import java.util.HashMap;
import java.util.Map;
import java.util.Properties;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.storm.Config;
import org.apache.storm.StormSubmitter;
import org.apache.storm.kafka.bolt.KafkaBolt;
import org.apache.storm.kafka.bolt.mapper.FieldNameBasedTupleToKafkaMapper;
import org.apache.storm.kafka.bolt.selector.DefaultTopicSelector;
import org.apache.storm.kafka.spout.KafkaSpout;
import org.apache.storm.kafka.spout.KafkaSpoutConfig;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;

/**
 * Kafka → WordCount → Kafka: sentences from one topic, split into words, counted, and each word's new count written
 * to another topic (key: the word, value: its count), with Apache's KafkaSpout and KafkaBolt. Runs unchanged on
 * Storm-MC ({@code bin/storm-mc jar}) and on Apache Storm ({@code storm jar}).
 *
 * <pre>bin/storm-mc jar storm-mc-kafka-it/target/storm-mc-kafka-example.jar \
 *     io.github.stormmc.kafka.example.KafkaWordCountTopology 127.0.0.1:9092 sentences counts</pre>
 */
public final class KafkaWordCountTopology {
    private KafkaWordCountTopology() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length < 3) {
            System.err.println("usage: KafkaWordCountTopology BOOTSTRAP_SERVERS IN_TOPIC OUT_TOPIC [GROUP_ID]");
            System.exit(2);
        }
        String bootstrap = args[0];
        KafkaSpoutConfig<String, String> spout = KafkaSpoutConfig.builder(bootstrap, args[1])
            .setProp(ConsumerConfig.GROUP_ID_CONFIG, args.length > 3 ? args[3] : "kafka-wordcount")
            .setProcessingGuarantee(KafkaSpoutConfig.ProcessingGuarantee.AT_LEAST_ONCE)
            .build();
        Properties producer = new Properties();
        producer.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        producer.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        producer.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        producer.put(ProducerConfig.ACKS_CONFIG, "1");
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("sentences", new KafkaSpout<>(spout), 1);
        builder.setBolt("split", new SplitBolt(), 2).shuffleGrouping("sentences");
        builder.setBolt("count", new CountBolt(), 2).fieldsGrouping("split", new Fields("word"));
        builder.setBolt("to-kafka", new KafkaBolt<String, String>()
                .withProducerProperties(producer)
                .withTopicSelector(new DefaultTopicSelector(args[2]))
                .withTupleToKafkaMapper(new FieldNameBasedTupleToKafkaMapper<>("word", "count")), 1)
            .shuffleGrouping("count");
        StormSubmitter.submitTopology("kafka-wordcount", new Config(), builder.createTopology());
    }

    /** Splits the Kafka record's value into words. */
    public static final class SplitBolt extends BaseBasicBolt {
        private static final long serialVersionUID = 1L;

        @Override
        public void execute(Tuple input, BasicOutputCollector collector) {
            for (String word : input.getStringByField("value").split("\\s+")) {
                if (!word.isEmpty()) {
                    collector.emit(new Values(word));
                }
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("word"));
        }
    }

    /** Counts each word and emits (word, count) as text. */
    public static final class CountBolt extends BaseBasicBolt {
        private static final long serialVersionUID = 1L;
        private final Map<String, Long> counts = new HashMap<>();

        @Override
        public void execute(Tuple input, BasicOutputCollector collector) {
            String word = input.getString(0);
            long count = counts.merge(word, 1L, Long::sum);
            collector.emit(new Values(word, Long.toString(count)));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("word", "count"));
        }
    }
}
