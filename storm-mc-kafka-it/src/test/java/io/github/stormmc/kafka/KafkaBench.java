package io.github.stormmc.kafka;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.kafka.clients.consumer.ConsumerConfig;
import org.apache.kafka.clients.consumer.ConsumerRecord;
import org.apache.kafka.clients.consumer.KafkaConsumer;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringDeserializer;
import org.apache.kafka.common.serialization.StringSerializer;

/**
 * Kafka → WordCount → Kafka on both engines, same broker, same input topic: the example topology jar runs in a child
 * JVM under each engine's {@code LocalCluster.main} (Storm's {@code storm local}), each run with its own consumer
 * group and output topic. Not a test; run by {@code tools/kafka-bench}.
 *
 * <p>Throughput: the input's words divided by the time from the first to the last count written (every word
 * counted), so start-up is left out. Latency, in the same run once the backlog is drained: probe sentences of one
 * unique word are written at a steady rate and each probe's latency is the time from its send to the arrival of its
 * count on the output topic (producer and reader share this JVM's clock); the first fifth is warm-up.
 *
 * <pre>KafkaBench EXAMPLE_JAR STORM_MC_CLASSPATH APACHE_STORM_CLASSPATH SHARED_DATA_DIR SENTENCES ROUNDS</pre>
 */
public final class KafkaBench {
    private static final int PROBES = 2_500;
    private static final int PROBES_PER_SECOND = 500;

    private KafkaBench() {
    }

    /** One engine's run. */
    private record Result(double wordsPerSecond, long p50Micros, long p99Micros) {
    }

    public static void main(String[] args) throws Exception {
        String exampleJar = args[0];
        Map<String, String> classpaths = new LinkedHashMap<>();
        classpaths.put("storm-mc", args[1]);
        classpaths.put("apache-storm", args[2]);
        List<String> lines = new ArrayList<>();
        for (String l : Files.readAllLines(Path.of(args[3], "A_Tale_of_Two_City.txt"))) {
            if (!l.isBlank()) {
                lines.add(l.trim());
            }
        }
        int sentences = Integer.parseInt(args[4]);
        int rounds = Integer.parseInt(args[5]);
        try (KafkaBroker broker = KafkaBroker.start()) {
            broker.createTopic("bench-in", 2);
            long words = 0;
            try (KafkaProducer<String, String> producer = producer(broker.bootstrap(), "5")) {
                for (int i = 0; i < sentences; i++) {
                    String line = lines.get(i % lines.size());
                    producer.send(new ProducerRecord<>("bench-in", line));
                    words += line.split("\\s+").length;
                }
            }
            Map<String, Result> best = new HashMap<>();
            int runs = 0;
            for (int round = 1; round <= rounds; round++) {
                for (Map.Entry<String, String> engine : classpaths.entrySet()) {
                    String name = engine.getKey();
                    String out = "bench-out-" + name + "-" + round;
                    broker.createTopic(out, 1);
                    // Earlier runs' probes (one word each) follow the backlog in the input topic.
                    long input = words + (long) runs++ * PROBES;
                    Result r = run(broker, exampleJar, engine.getValue(), out, "bench-" + name + "-" + round,
                        input);
                    System.out.printf("RESULT engine=%s round=%d words=%d words_per_sec=%.0f p50_us=%d p99_us=%d%n",
                        name, round, input, r.wordsPerSecond(), r.p50Micros(), r.p99Micros());
                    best.merge(name, r, (a, b) -> new Result(Math.max(a.wordsPerSecond(), b.wordsPerSecond()),
                        Math.min(a.p50Micros(), b.p50Micros()), Math.min(a.p99Micros(), b.p99Micros())));
                }
            }
            Result mc = best.get("storm-mc");
            Result storm = best.get("apache-storm");
            System.out.printf("BEST storm-mc words_per_sec=%.0f p50_us=%d p99_us=%d | apache-storm words_per_sec=%.0f "
                    + "p50_us=%d p99_us=%d | throughput ratio=%.2f%n", mc.wordsPerSecond(), mc.p50Micros(),
                mc.p99Micros(), storm.wordsPerSecond(), storm.p50Micros(), storm.p99Micros(),
                mc.wordsPerSecond() / storm.wordsPerSecond());
        }
        System.exit(0);
    }

    private static KafkaProducer<String, String> producer(String bootstrap, String lingerMs) {
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        props.put(ProducerConfig.LINGER_MS_CONFIG, lingerMs);
        return new KafkaProducer<>(props);
    }

    /**
     * The backlog in {@code bench-in} is shared by every run (each run reads it with its own consumer group); the
     * probes of the latency phase go to the same topic after it, so a later run's backlog holds earlier runs' probes
     * too, and only this run's probe words (by prefix) are timed.
     */
    private static Result run(KafkaBroker broker, String exampleJar, String classpath, String out, String group,
            long backlogWords) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        // storm.jar as `storm local` sets it: Apache Storm's StormSubmitter refuses to submit without it.
        Process child = new ProcessBuilder(java, "-Xmx2g", "-Dstorm.local.sleeptime=600", "-Dstorm.jar=" + exampleJar,
            "-cp", exampleJar + ":" + classpath,
            "org.apache.storm.LocalCluster", "io.github.stormmc.kafka.example.KafkaWordCountTopology",
            broker.bootstrap(), "bench-in", out, group).redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
        ScheduledExecutorService sender = Executors.newSingleThreadScheduledExecutor();
        try (KafkaConsumer<String, String> consumer = consumer(broker.bootstrap(), group + "-reader");
                KafkaProducer<String, String> probes = producer(broker.bootstrap(), "0")) {
            consumer.subscribe(List.of(out));
            Map<String, Long> latest = new HashMap<>();
            long counted = 0;
            long first = 0;
            long last = 0;
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(600);
            String prefix = group.replace("-", "") + "probe";
            while (counted < backlogWords && System.nanoTime() < deadline && child.isAlive()) {
                for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(100))) {
                    long now = System.nanoTime();
                    first = first == 0 ? now : first;
                    counted += newCounts(latest, r);
                    last = now;
                }
            }
            if (counted < backlogWords) {
                throw new IllegalStateException(group + ": counted " + counted + " of " + backlogWords + " words"
                    + (child.isAlive() ? "" : " (the topology's JVM exited)"));
            }
            double rate = backlogWords / ((last - first) / 1e9);

            long[] sent = new long[PROBES];
            long[] latency = new long[PROBES];
            AtomicInteger next = new AtomicInteger();
            sender.scheduleAtFixedRate(() -> {
                int i = next.getAndIncrement();
                if (i < PROBES) {
                    sent[i] = System.nanoTime();
                    probes.send(new ProducerRecord<>("bench-in", prefix + i));
                }
            }, 0, 1_000_000 / PROBES_PER_SECOND, TimeUnit.MICROSECONDS);
            int seen = 0;
            deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
            while (seen < PROBES && System.nanoTime() < deadline && child.isAlive()) {
                for (ConsumerRecord<String, String> r : consumer.poll(Duration.ofMillis(100))) {
                    long now = System.nanoTime();
                    if (r.key().startsWith(prefix)) {
                        int i = Integer.parseInt(r.key().substring(prefix.length()));
                        if (latency[i] == 0) {
                            latency[i] = now - sent[i];
                            seen++;
                        }
                    }
                }
            }
            if (seen < PROBES) {
                throw new IllegalStateException(group + ": " + seen + " of " + PROBES + " probes came back");
            }
            long[] timed = Arrays.copyOfRange(latency, PROBES / 5, PROBES);
            Arrays.sort(timed);
            return new Result(rate, timed[timed.length / 2] / 1_000, timed[(int) (timed.length * 0.99)] / 1_000);
        } finally {
            sender.shutdownNow();
            child.destroyForcibly();
            child.waitFor(30, TimeUnit.SECONDS);
        }
    }

    private static KafkaConsumer<String, String> consumer(String bootstrap, String group) {
        Properties props = new Properties();
        props.put(ConsumerConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        props.put(ConsumerConfig.GROUP_ID_CONFIG, group);
        props.put(ConsumerConfig.AUTO_OFFSET_RESET_CONFIG, "earliest");
        props.put(ConsumerConfig.KEY_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        props.put(ConsumerConfig.VALUE_DESERIALIZER_CLASS_CONFIG, StringDeserializer.class.getName());
        return new KafkaConsumer<>(props);
    }

    /** Words counted by this output record beyond what the word's earlier counts already said. */
    private static long newCounts(Map<String, Long> latest, ConsumerRecord<String, String> r) {
        long count = Long.parseLong(r.value());
        Long before = latest.get(r.key());
        if (before == null || count > before) {
            latest.put(r.key(), count);
            return count - (before == null ? 0 : before);
        }
        return 0;
    }
}
