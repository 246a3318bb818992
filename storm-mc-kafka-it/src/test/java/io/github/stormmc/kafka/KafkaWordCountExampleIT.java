package io.github.stormmc.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;
import org.junit.jupiter.api.Test;

/** The packaged Kafka → WordCount → Kafka example, run by {@code bin/storm-mc jar} against a real broker. */
class KafkaWordCountExampleIT {
    private static final Path REPO = Path.of(System.getProperty("stormmc.repo", "..")).toAbsolutePath().normalize();

    @Test
    void theExampleCountsEveryWordOfTheInputTopicIntoTheOutputTopic() throws Exception {
        try (KafkaBroker broker = KafkaBroker.start()) {
            broker.createTopic("sentences", 2);
            broker.createTopic("counts", 1);
            String[] sentences = {"the cow jumped over the moon", "an apple a day", "the moon and the apple"};
            Map<String, String> expected = new HashMap<>();
            Map<String, Long> totals = new HashMap<>();
            Properties props = new Properties();
            props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap());
            props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
            props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
            try (KafkaProducer<String, String> producer = new KafkaProducer<>(props)) {
                for (int i = 0; i < 300; i++) {
                    String sentence = sentences[i % sentences.length];
                    producer.send(new ProducerRecord<>("sentences", sentence));
                    for (String w : sentence.split(" ")) {
                        totals.merge(w, 1L, Long::sum);
                    }
                }
            }
            totals.forEach((w, n) -> expected.put(w, Long.toString(n)));
            ProcessBuilder pb = new ProcessBuilder(REPO.resolve("bin/storm-mc").toString(), "jar",
                System.getProperty("stormmc.kafka.example.jar"),
                "io.github.stormmc.kafka.example.KafkaWordCountTopology", broker.bootstrap(), "sentences", "counts",
                "--ttl", "90", "--no-progress", "--no-status")
                .directory(REPO.toFile()).redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD);
            pb.environment().put("STORM_MC_NO_BUILD", "1");
            pb.environment().put("STORM_MC_CDS", "0");
            Process run = pb.start();
            Map<String, String> latest = new HashMap<>();
            try {
                Properties consumer = new Properties();
                consumer.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap());
                consumer.put(ConsumerConfig.GROUP_ID_CONFIG, "it-reader");
                consumer.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
                consumer.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
                consumer.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
                try (KafkaConsumer<String, String> c = new KafkaConsumer<>(consumer)) {
                    c.subscribe(List.of("counts"));
                    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
                    while (!latest.equals(expected) && System.nanoTime() < deadline && run.isAlive()) {
                        for (ConsumerRecord<String, String> r : c.poll(Duration.ofMillis(200))) {
                            latest.merge(r.key(), r.value(), (a, b) -> Long.parseLong(b) > Long.parseLong(a) ? b : a);
                        }
                    }
                }
            } finally {
                run.destroy();
                run.waitFor(30, TimeUnit.SECONDS);
            }
            assertEquals(expected, latest);
        }
    }
}
