package io.github.stormmc.kafka;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.state.RocksDbStateProvider;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.kafka.clients.producer.KafkaProducer;
import org.apache.kafka.clients.producer.ProducerConfig;
import org.apache.kafka.clients.producer.ProducerRecord;
import org.apache.kafka.common.serialization.StringSerializer;
import org.apache.storm.Config;
import org.apache.storm.state.KeyValueState;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Durable state proved with a real source: a Kafka-fed stateful word count on RocksDB runs in a child JVM that is killed
 * with SIGKILL mid-topic and restarted; the committed counts then equal the topic's exact counts.
 */
class KafkaDurableStateTest {
    private static final int RECORDS = 3000;
    private static KafkaBroker broker;

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

    /** A child JVM running the topology, and what it printed. */
    private static final class Child {
        final Process process;
        final AtomicInteger commits = new AtomicInteger();
        final Map<String, Long> linesByNamespace = new ConcurrentHashMap<>();
        final List<String> output = Collections.synchronizedList(new ArrayList<>());

        Child(String group, Path stateDir) throws Exception {
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            process = new ProcessBuilder(java, "-Xmx384m", "-cp", System.getProperty("java.class.path"),
                KafkaCrashWordCount.class.getName(), broker.bootstrap(), "crash", group, stateDir.toString())
                .redirectErrorStream(true).start();
            Thread reader = new Thread(() -> {
                try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                        StandardCharsets.UTF_8))) {
                    for (String line; (line = r.readLine()) != null; ) {
                        if (line.startsWith("COMMIT ") || line.startsWith("NAMESPACE ")) {
                            output.add(line);
                        }
                        if (line.startsWith("COMMIT ")) {
                            String[] parts = line.split(" ");
                            linesByNamespace.put(parts[1], Long.parseLong(parts[2]));
                            commits.incrementAndGet();
                        } else if (line.startsWith("NAMESPACE ")) {
                            linesByNamespace.putIfAbsent(line.substring("NAMESPACE ".length()), 0L);
                        }
                    }
                } catch (java.io.IOException e) {
                    // the child died
                }
            }, "child-output");
            reader.setDaemon(true);
            reader.start();
        }

        long lines() {
            return linesByNamespace.values().stream().mapToLong(Long::longValue).sum();
        }

        void await(String what, java.util.function.BooleanSupplier condition) throws InterruptedException {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
            while (!condition.getAsBoolean()) {
                assertTrue(process.isAlive(), "the child died: " + output);
                assertTrue(System.nanoTime() < deadline, "timed out waiting for " + what + ": " + output);
                Thread.sleep(10);
            }
        }

        void kill() throws InterruptedException {
            process.destroyForcibly(); // SIGKILL
            process.waitFor(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void countsAreExactAfterAKillAndARestart(@TempDir Path tmp) throws Exception {
        broker.createTopic("crash", 2);
        Map<String, Long> expected = new TreeMap<>();
        Random random = new Random(11);
        Properties props = new Properties();
        props.put(ProducerConfig.BOOTSTRAP_SERVERS_CONFIG, broker.bootstrap());
        props.put(ProducerConfig.KEY_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        props.put(ProducerConfig.VALUE_SERIALIZER_CLASS_CONFIG, StringSerializer.class.getName());
        try (KafkaProducer<String, String> producer = new KafkaProducer<>(props)) {
            for (int i = 0; i < RECORDS; i++) {
                StringBuilder sentence = new StringBuilder();
                int words = 1 + random.nextInt(5);
                for (int w = 0; w < words; w++) {
                    String word = "w" + random.nextInt(30);
                    sentence.append(w == 0 ? "" : " ").append(word);
                    expected.merge(word, 1L, Long::sum);
                }
                producer.send(new ProducerRecord<>("crash", "k" + i, sentence.toString()));
            }
        }
        Path stateDir = tmp.resolve("state");

        Child first = new Child("crash-group", stateDir);
        first.await("some commits with counted records", () -> first.commits.get() >= 10 && first.lines() > 0);
        first.kill();
        long linesAtKill = first.lines();
        assertTrue(linesAtKill < RECORDS, "the kill came after the whole topic: nothing to recover");
        System.out.println("killed after " + first.commits + " commits with " + linesAtKill + " of " + RECORDS
            + " records in the state");

        Child second = new Child("crash-group", stateDir);
        second.await("every record counted", () -> second.lines() == RECORDS);
        int after = second.commits.get();
        second.await("one more commit", () -> second.commits.get() > after + 1); // the one counting them all is done
        second.kill();

        Map<String, Object> conf = Map.of(RocksDbStateProvider.DIR, stateDir.toString(), Config.TOPOLOGY_NAME,
            "kafka-crash-count");
        Map<String, Long> counted = new TreeMap<>();
        for (String ns : second.linesByNamespace.keySet()) {
            @SuppressWarnings("unchecked")
            KeyValueState<String, Long> state =
                (KeyValueState<String, Long>) new RocksDbStateProvider().newState(ns, conf, null);
            for (Map.Entry<String, Long> e : state) {
                if (!e.getKey().startsWith("#") && !e.getKey().startsWith("$")) {
                    counted.merge(e.getKey(), e.getValue(), Long::sum);
                }
            }
        }
        assertEquals(expected, counted);
    }
}
