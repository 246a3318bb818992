package io.github.stormmc.kafka;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.clients.admin.NewTopic;

/**
 * A real Apache Kafka broker for the tests: one KRaft node (broker and controller) in a child JVM on loopback, with
 * its log in a temporary directory, formatted and started as Kafka's own scripts do (StorageTool, then kafka.Kafka).
 * Started once per test class; stopped and deleted at the end.
 */
final class KafkaBroker implements AutoCloseable {
    private final Path dir;
    private final Process process;
    private final String bootstrap;

    private KafkaBroker(Path dir, Process process, String bootstrap) {
        this.dir = dir;
        this.process = process;
        this.bootstrap = bootstrap;
    }

    static KafkaBroker start() throws Exception {
        Path dir = Files.createTempDirectory("stormmc-kafka");
        int port = freePort();
        int controllerPort = freePort();
        Properties props = new Properties();
        props.put("process.roles", "broker,controller");
        props.put("node.id", "1");
        props.put("controller.quorum.voters", "1@127.0.0.1:" + controllerPort);
        props.put("listeners", "PLAINTEXT://127.0.0.1:" + port + ",CONTROLLER://127.0.0.1:" + controllerPort);
        props.put("advertised.listeners", "PLAINTEXT://127.0.0.1:" + port);
        props.put("controller.listener.names", "CONTROLLER");
        props.put("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
        props.put("inter.broker.listener.name", "PLAINTEXT");
        props.put("log.dirs", dir.resolve("log").toString());
        props.put("offsets.topic.replication.factor", "1");
        props.put("offsets.topic.num.partitions", "4");
        props.put("transaction.state.log.replication.factor", "1");
        props.put("transaction.state.log.min.isr", "1");
        props.put("group.initial.rebalance.delay.ms", "0");
        props.put("num.partitions", "2");
        props.put("auto.create.topics.enable", "false");
        Path config = dir.resolve("server.properties");
        try (var out = Files.newOutputStream(config)) {
            props.store(out, "Storm-MC test broker");
        }
        String clusterId = UUID.randomUUID().toString().replace("-", "").substring(0, 22);
        Process format = java("kafka.tools.StorageTool", "format", "--cluster-id", clusterId, "--config", config.toString())
            .redirectErrorStream(true).redirectOutput(dir.resolve("format.log").toFile()).start();
        if (!format.waitFor(120, TimeUnit.SECONDS) || format.exitValue() != 0) {
            throw new IllegalStateException("kafka-storage format failed: " + Files.readString(dir.resolve("format.log")));
        }
        Process broker = java("kafka.Kafka", config.toString())
            .redirectErrorStream(true).redirectOutput(dir.resolve("broker.log").toFile()).start();
        KafkaBroker started = new KafkaBroker(dir, broker, "127.0.0.1:" + port);
        started.awaitReady();
        return started;
    }

    private static ProcessBuilder java(String mainClass, String... args) {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx512m");
        command.add("-cp");
        command.add(System.getProperty("java.class.path"));
        command.add(mainClass);
        command.addAll(List.of(args));
        return new ProcessBuilder(command);
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private void awaitReady() throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (true) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the Kafka broker exited: " + Files.readString(dir.resolve("broker.log")));
            }
            try (Admin admin = admin()) {
                admin.describeCluster().nodes().get(5, TimeUnit.SECONDS);
                return;
            } catch (Exception notYet) {
                if (System.nanoTime() > deadline) {
                    close();
                    throw new IllegalStateException("the Kafka broker did not start in 120 s", notYet);
                }
                Thread.sleep(200);
            }
        }
    }

    String bootstrap() {
        return bootstrap;
    }

    Admin admin() {
        return Admin.create(Map.of(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap,
            AdminClientConfig.REQUEST_TIMEOUT_MS_CONFIG, 10_000));
    }

    void createTopic(String name, int partitions) throws Exception {
        try (Admin admin = admin()) {
            admin.createTopics(List.of(new NewTopic(name, partitions, (short) 1))).all().get(60, TimeUnit.SECONDS);
        }
    }

    @Override
    public void close() throws Exception {
        process.destroy();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        try (Stream<Path> files = Files.walk(dir)) {
            files.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
