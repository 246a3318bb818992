package io.github.stormmc.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.OffsetSpec;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.consumer.OffsetAndMetadata;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.TopicPartition;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.kafka.bolt.KafkaBolt;
import org.apache.storm.kafka.bolt.mapper.FieldNameBasedTupleToKafkaMapper;
import org.apache.storm.kafka.bolt.selector.DefaultTopicSelector;
import org.apache.storm.kafka.spout.FirstPollOffsetStrategy;
import org.apache.storm.kafka.spout.KafkaSpout;
import org.apache.storm.kafka.spout.KafkaSpoutConfig;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Apache's storm-kafka-client 2.8.2, unchanged, on Storm-MC against a real Kafka broker: the spout's at-least-once
 * delivery through bolts that fail and throw, its committed offsets, a restart resuming from them, and KafkaBolt.
 */
class KafkaOnStormMcTest {
    private static KafkaBroker broker;
    private static final Map<String, Set<String>> SEEN = new ConcurrentHashMap<>();

    @BeforeAll
    static void startBroker() throws Exception {
        broker = KafkaBroker.start();
    }

    @AfterAll
    static void stopBroker() throws Exception {
        if (broker != null) {
            broker.close();
        }
    }

    private static void produce(String topic, int from, int to) {
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap());
        props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(props)) {
            for (int i = from; i < to; i++) {
                producer.send(new ProducerRecord<>(topic, "k" + i, "v" + i));
            }
            producer.flush();
        }
    }

    private static KafkaSpoutConfig<String, String> spoutConfig(String topic, String group) {
        return KafkaSpoutConfig.builder(broker.bootstrap(), topic)
            .setProp(ConsumerConfig.GROUP_ID_CONFIG, group)
            .setFirstPollOffsetStrategy(FirstPollOffsetStrategy.UNCOMMITTED_EARLIEST)
            .setProcessingGuarantee(KafkaSpoutConfig.ProcessingGuarantee.AT_LEAST_ONCE)
            .setOffsetCommitPeriodMs(100)
            .build();
    }

    /** Committed offsets of the group equal the topic's end offsets, partition by partition. */
    private static boolean committedToTheEnd(String topic, String group) {
        try (Admin admin = broker.admin()) {
            Map<TopicPartition, OffsetAndMetadata> committed =
                admin.listConsumerGroupOffsets(group).partitionsToOffsetAndMetadata().get(10, TimeUnit.SECONDS);
            Map<TopicPartition, OffsetSpec> latest = new HashMap<>();
            for (TopicPartition tp : committed.keySet()) {
                latest.put(tp, OffsetSpec.latest());
            }
            if (committed.isEmpty()) {
                return false;
            }
            var ends = admin.listOffsets(latest).all().get(10, TimeUnit.SECONDS);
            long partitions = committed.keySet().stream().filter(tp -> tp.topic().equals(topic)).count();
            if (partitions != 2) {
                return false;
            }
            for (var e : ends.entrySet()) {
                OffsetAndMetadata c = committed.get(e.getKey());
                if (c == null || c.offset() != e.getValue().offset()) {
                    return false;
                }
            }
            return true;
        } catch (Exception e) {
            return false;
        }
    }

    private static void await(String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!condition.getAsBoolean()) {
            assertTrue(System.nanoTime() < deadline, "timed out waiting for " + what);
            Thread.sleep(50);
        }
    }

    /** Fails one tuple in 20 and throws on one in 300 (the task restarts), each at most once per record. */
    static final class FlakyBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private static final Set<String> TRIED = ConcurrentHashMap.newKeySet();
        private transient OutputCollector collector;
        private transient Random random;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
            this.random = new Random(context.getThisTaskId());
        }

        @Override
        public void execute(Tuple input) {
            String value = input.getStringByField("value");
            if (TRIED.add(value)) {
                int r = random.nextInt(300);
                if (r < 15) {
                    collector.fail(input);
                    return;
                }
                if (r == 15) {
                    throw new IllegalStateException("injected crash at " + value);
                }
            }
            collector.emit(input, new Values(value, input.getIntegerByField("partition"), input.getLongByField("offset")));
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("value", "partition", "offset"));
        }
    }

    /** Records "value@partition:offset" under its key. */
    static final class SinkBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final String key;
        private transient OutputCollector collector;

        SinkBolt(String key) {
            this.key = key;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            SEEN.computeIfAbsent(key, k -> ConcurrentHashMap.newKeySet()).add(input.getString(0) + "@"
                + input.getValue(1) + ":" + input.getValue(2));
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    private static Set<String> values(String key) {
        Set<String> values = new HashSet<>();
        for (String s : SEEN.getOrDefault(key, Set.of())) {
            values.add(s.substring(0, s.indexOf('@')));
        }
        return values;
    }

    private static Set<String> expected(int from, int to) {
        Set<String> values = new HashSet<>();
        for (int i = from; i < to; i++) {
            values.add("v" + i);
        }
        return values;
    }

    private static TopologyBuilder topology(String topic, String group, String key) {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("kafka", new KafkaSpout<>(spoutConfig(topic, group)), 1);
        builder.setBolt("flaky", new FlakyBolt(), 2).shuffleGrouping("kafka");
        builder.setBolt("sink", new SinkBolt(key), 1).shuffleGrouping("flaky");
        return builder;
    }

    @Test
    void everyRecordIsProcessedThroughFailuresAndOffsetsAreCommittedToTheEnd() throws Exception {
        broker.createTopic("in", 2);
        produce("in", 0, 5000);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("kafka-at-least-once", new Config(), topology("in", "g-in", "in").createTopology());
            await("all 5,000 records", () -> values("in").size() == 5000);
            await("offsets committed to the end", () -> committedToTheEnd("in", "g-in"));
        }
        assertEquals(expected(0, 5000), values("in"));
    }

    @Test
    void aRestartedTopologyResumesFromTheCommittedOffsets() throws Exception {
        broker.createTopic("resume", 2);
        produce("resume", 0, 1000);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("kafka-first", new Config(), topology("resume", "g-resume", "first").createTopology());
            await("the first 1,000 records", () -> values("first").size() == 1000);
            await("offsets committed to the end", () -> committedToTheEnd("resume", "g-resume"));
        }
        Map<Integer, Long> endAtRestart = new HashMap<>();
        for (String s : SEEN.get("first")) {
            int partition = Integer.parseInt(s.substring(s.indexOf('@') + 1, s.indexOf(':')));
            long offset = Long.parseLong(s.substring(s.indexOf(':') + 1));
            endAtRestart.merge(partition, offset + 1, Math::max);
        }
        produce("resume", 1000, 1500);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("kafka-second", new Config(), topology("resume", "g-resume", "second").createTopology());
            await("the 500 new records", () -> values("second").containsAll(expected(1000, 1500)));
            await("offsets committed to the end", () -> committedToTheEnd("resume", "g-resume"));
        }
        assertEquals(expected(1000, 1500), values("second"), "only records after the committed offsets");
        for (String s : SEEN.get("second")) {
            int partition = Integer.parseInt(s.substring(s.indexOf('@') + 1, s.indexOf(':')));
            long offset = Long.parseLong(s.substring(s.indexOf(':') + 1));
            assertTrue(offset >= endAtRestart.getOrDefault(partition, 0L), "reprocessed " + s);
        }
    }

    @Test
    void kafkaBoltWritesEveryTupleToTheTopic() throws Exception {
        broker.createTopic("out", 2);
        Properties producer = new Properties();
        producer.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap());
        producer.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        producer.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        producer.put(ProducerConfig.ACKS_CONFIG, "1");
        KafkaBolt<String, String> bolt = new KafkaBolt<String, String>()
            .withProducerProperties(producer)
            .withTopicSelector(new DefaultTopicSelector("out"))
            .withTupleToKafkaMapper(new FieldNameBasedTupleToKafkaMapper<>("key", "message"));
        List<List<Object>> rows = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            rows.add(new Values("key" + i, "message" + i));
        }
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("rows", new org.apache.storm.testing.FixedTupleSpout(rows, new Fields("key", "message")));
        builder.setBolt("kafka", bolt, 2).shuffleGrouping("rows");
        Map<String, String> read = new HashMap<>();
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("kafka-bolt", new Config(), builder.createTopology());
            Properties consumer = new Properties();
            consumer.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap());
            consumer.put(ConsumerConfig.GROUP_ID_CONFIG, "reader");
            consumer.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
            consumer.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
            consumer.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
            try (KafkaConsumer<String, String> c = new KafkaConsumer<>(consumer)) {
                c.subscribe(List.of("out"));
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
                while (read.size() < 300 && System.nanoTime() < deadline) {
                    for (ConsumerRecord<String, String> r : c.poll(Duration.ofMillis(200))) {
                        read.put(r.key(), r.value());
                    }
                }
            }
        }
        Map<String, String> expected = new HashMap<>();
        for (int i = 0; i < 300; i++) {
            expected.put("key" + i, "message" + i);
        }
        assertEquals(expected, read);
    }
}
