package org.apache.storm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.Serializer;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.metric.IEventLogger;
import org.apache.storm.serialization.IKryoDecorator;
import org.apache.storm.serialization.IKryoFactory;
import org.apache.storm.task.TopologyContext;
import org.junit.jupiter.api.Test;

class ConfigTest {

    /** Every public static String constant of our Config, by name. */
    private static Map<String, String> ourConstants() throws IllegalAccessException {
        Map<String, String> constants = new TreeMap<>();
        for (Field field : Config.class.getFields()) {
            if (Modifier.isStatic(field.getModifiers()) && field.getType() == String.class) {
                constants.put(field.getName(), (String) field.get(null));
            }
        }
        return constants;
    }

    private static Map<String, String> stormConstants() throws IOException {
        Map<String, String> constants = new TreeMap<>();
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                ConfigTest.class.getResourceAsStream("/config/storm-2.8.2-config-keys.txt"), StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                if (!line.startsWith("#") && !line.isBlank()) {
                    int eq = line.indexOf('=');
                    constants.put(line.substring(0, eq), line.substring(eq + 1));
                }
            }
        }
        return constants;
    }

    @Test
    void hasExactlyStormsKeyConstants() throws Exception {
        Map<String, String> ours = ourConstants();
        assertEquals(307, ours.size());
        assertEquals(stormConstants(), ours);
    }

    @Test
    void sampleConstantValues() {
        assertEquals("topology.workers", Config.TOPOLOGY_WORKERS);
        assertEquals("topology.acker.executors", Config.TOPOLOGY_ACKER_EXECUTORS);
        assertEquals("topology.message.timeout.secs", Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS);
        assertEquals("topology.kryo.register", Config.TOPOLOGY_KRYO_REGISTER);
        assertEquals("topology.metrics.consumer.register", Config.TOPOLOGY_METRICS_CONSUMER_REGISTER);
        assertEquals("topology.executor.receive.buffer.size", Config.TOPOLOGY_EXECUTOR_RECEIVE_BUFFER_SIZE);
        assertEquals("topology.bolts.window.length.count", Config.TOPOLOGY_BOLTS_WINDOW_LENGTH_COUNT);
        assertEquals("storm.messaging.netty.buffer_size", Config.STORM_MESSAGING_NETTY_BUFFER_SIZE);
        assertEquals("topology.auto-credentials", Config.TOPOLOGY_AUTO_CREDENTIALS);
        assertEquals("storm.oci.cgroup.root", Config.STORM_OCI_CGROUP_ROOT);
    }

    @Test
    void twoConstantsAreNotFinalAsInStorm() throws Exception {
        assertFalse(Modifier.isFinal(Config.class.getField("STORM_OCI_CGROUP_ROOT").getModifiers()));
        assertFalse(Modifier.isFinal(Config.class.getField("TOPOLOGY_OCI_IMAGE").getModifiers()));
        assertTrue(Modifier.isFinal(Config.class.getField("TOPOLOGY_WORKERS").getModifiers()));
    }

    @Test
    void scalarSettersStoreUnderStormKeys() {
        Config conf = new Config();
        conf.setDebug(true);
        conf.setNumWorkers(3);
        conf.setNumAckers(2);
        conf.setNumEventLoggers(1);
        conf.setMessageTimeoutSecs(40);
        conf.setMaxTaskParallelism(5);
        conf.setMaxSpoutPending(7);
        conf.setStatsSampleRate(0.25);
        conf.setFallBackOnJavaSerialization(false);
        conf.setSkipMissingKryoRegistrations(true);
        conf.setClasspath("a:b");
        conf.setTopologyVersion("v1");
        conf.setTopologyPriority(2);
        conf.setTopologyStrategy("x.Y");
        conf.setTopologyConstraintsMaxStateSearch(9);
        conf.setTopologyWorkerMaxHeapSize(1024);

        Map<String, Object> expected = new HashMap<>();
        expected.put("topology.debug", true);
        expected.put("topology.workers", 3);
        expected.put("topology.acker.executors", 2);
        expected.put("topology.eventlogger.executors", 1);
        expected.put("topology.message.timeout.secs", 40);
        expected.put("topology.max.task.parallelism", 5);
        expected.put("topology.max.spout.pending", 7);
        expected.put("topology.stats.sample.rate", 0.25);
        expected.put("topology.fall.back.on.java.serialization", false);
        expected.put("topology.skip.missing.kryo.registrations", true);
        expected.put("topology.classpath", "a:b");
        expected.put("topology.version", "v1");
        expected.put("topology.priority", 2);
        expected.put("topology.scheduler.strategy", "x.Y");
        expected.put("topology.ras.constraint.max.state.search", 9);
        expected.put("topology.worker.max.heap.size.mb", 1024);
        assertEquals(expected, conf);
        assertEquals(Integer.class, conf.get("topology.workers").getClass());
        assertEquals(Double.class, conf.get("topology.stats.sample.rate").getClass());
    }

    @Test
    void nullHeapSizeLeavesConfUnchanged() {
        Config conf = new Config();
        conf.setTopologyWorkerMaxHeapSize(null);
        assertTrue(conf.isEmpty());
    }

    @Test
    void environmentIsStoredAsGiven() {
        Config conf = new Config();
        Map<String, Object> env = Map.of("A", "1");
        conf.setEnvironment(env);
        assertEquals(env, conf.get(Config.TOPOLOGY_ENVIRONMENT));
    }

    public static class MySerializer extends Serializer<Object> {
        @Override
        public void write(Kryo kryo, Output output, Object object) {
        }

        @Override
        public Object read(Kryo kryo, Input input, Class<?> type) {
            return null;
        }
    }

    public static class NestedLogger implements IEventLogger {
        @Override
        public void prepare(Map<String, Object> conf, Map<String, Object> arguments, TopologyContext context) {
        }

        @Override
        public void log(EventInfo e) {
        }

        @Override
        public void close() {
        }
    }

    public static class MyDecorator implements IKryoDecorator {
        @Override
        public void decorate(Kryo k) {
        }
    }

    @Test
    void registerSerializationAppendsNamesAndSingleEntryMaps() {
        Config conf = new Config();
        conf.registerSerialization(String.class);
        conf.registerSerialization(Integer.class, MySerializer.class);
        conf.registerSerialization(NestedLogger.class);
        assertEquals(List.of("java.lang.String",
                Map.of("java.lang.Integer", "org.apache.storm.ConfigTest$MySerializer"),
                "org.apache.storm.ConfigTest$NestedLogger"),
            conf.get(Config.TOPOLOGY_KRYO_REGISTER));
    }

    @Test
    void registerSerializationAppendsToAnExistingImmutableList() {
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_KRYO_REGISTER, List.of("pre"));
        conf.registerSerialization(String.class);
        assertEquals(List.of("pre", "java.lang.String"), conf.get(Config.TOPOLOGY_KRYO_REGISTER));
    }

    @Test
    void registerMetricsConsumerAppendsClassHintAndArgument() {
        Config conf = new Config();
        conf.registerMetricsConsumer(String.class);
        conf.registerMetricsConsumer(Integer.class, 3);
        conf.registerMetricsConsumer(NestedLogger.class, "arg", 4);

        List<Map<String, Object>> expected = new ArrayList<>();
        expected.add(consumer("java.lang.String", 1L, null));
        expected.add(consumer("java.lang.Integer", 3L, null));
        expected.add(consumer("org.apache.storm.ConfigTest.NestedLogger", 4L, "arg"));
        assertEquals(expected, conf.get(Config.TOPOLOGY_METRICS_CONSUMER_REGISTER));
        @SuppressWarnings("unchecked")
        Map<String, Object> first = ((List<Map<String, Object>>) conf.get(Config.TOPOLOGY_METRICS_CONSUMER_REGISTER)).get(0);
        assertEquals(Long.class, first.get("parallelism.hint").getClass());
        assertTrue(first.containsKey("argument"));
    }

    private static Map<String, Object> consumer(String klass, long hint, Object argument) {
        Map<String, Object> map = new HashMap<>();
        map.put("class", klass);
        map.put("parallelism.hint", hint);
        map.put("argument", argument);
        return map;
    }

    @Test
    void registerEventLoggerAppendsClassAndArguments() {
        Config conf = new Config();
        conf.registerEventLogger(NestedLogger.class);
        conf.registerEventLogger(NestedLogger.class, Map.of("x", "y"));

        Map<String, Object> first = new HashMap<>();
        first.put("class", "org.apache.storm.ConfigTest.NestedLogger");
        first.put("arguments", null);
        Map<String, Object> second = new HashMap<>();
        second.put("class", "org.apache.storm.ConfigTest.NestedLogger");
        second.put("arguments", Map.of("x", "y"));
        assertEquals(List.of(first, second), conf.get(Config.TOPOLOGY_EVENT_LOGGER_REGISTER));
    }

    @Test
    void decoratorsAndKryoFactoryUseBinaryClassNames() {
        Config conf = new Config();
        conf.registerDecorator(MyDecorator.class);
        conf.registerDecorator(MyDecorator.class);
        conf.setKryoFactory(IKryoFactory.class);
        assertEquals(List.of("org.apache.storm.ConfigTest$MyDecorator", "org.apache.storm.ConfigTest$MyDecorator"),
            conf.get(Config.TOPOLOGY_KRYO_DECORATORS));
        assertEquals("org.apache.storm.serialization.IKryoFactory", conf.get(Config.TOPOLOGY_KRYO_FACTORY));
    }

    @Test
    void componentWorkerConstraintsAppendPairsAndIgnoreNulls() {
        Config conf = new Config();
        conf.setTopologyComponentWorkerConstraints("a", "b");
        conf.setTopologyComponentWorkerConstraints("c", null);
        conf.setTopologyComponentWorkerConstraints("c", "d");
        assertEquals(List.of(List.of("a", "b"), List.of("c", "d")), conf.get(Config.TOPOLOGY_RAS_CONSTRAINTS));
    }

    @Test
    void staticVariantsWriteIntoAPlainMap() {
        Map<String, Object> conf = new HashMap<>();
        Config.setNumAckers(conf, 1);
        Config.setDebug(conf, true);
        Config.registerSerialization(conf, String.class);
        Config.registerMetricsConsumer(conf, String.class, 2L);
        Map<String, Object> expected = new HashMap<>();
        expected.put("topology.acker.executors", 1);
        expected.put("topology.debug", true);
        expected.put("topology.kryo.register", List.of("java.lang.String"));
        expected.put("topology.metrics.consumer.register", List.of(consumer("java.lang.String", 2L, null)));
        assertEquals(expected, conf);
    }

    @Test
    @SuppressWarnings({"deprecation", "removal"})
    void hdfsLookupsPreferTheNewKeysAndSubstituteHost() throws Exception {
        Map<String, Object> conf = new HashMap<>();
        assertNull(Config.getHdfsPrincipal(conf));
        assertNull(Config.getHdfsKeytab(conf));

        conf.put(Config.BLOBSTORE_HDFS_KEYTAB, "old.keytab");
        conf.put(Config.BLOBSTORE_HDFS_PRINCIPAL, "old/_HOST@REALM");
        String host = InetAddress.getLocalHost().getCanonicalHostName();
        assertEquals("old.keytab", Config.getHdfsKeytab(conf));
        assertEquals("old/" + host + "@REALM", Config.getHdfsPrincipal(conf));

        conf.put(Config.STORM_HDFS_LOGIN_KEYTAB, "new.keytab");
        conf.put(Config.STORM_HDFS_LOGIN_PRINCIPAL, "new/_HOST@REALM");
        assertEquals("new.keytab", Config.getHdfsKeytab(conf));
        assertEquals("new/" + host + "@REALM", Config.getHdfsPrincipal(conf));
        assertEquals("new/" + host + "@REALM", Config.getBlobstoreHDFSPrincipal(conf));

        for (String unchanged : Arrays.asList("plain@R", "a/_HOST", "a/b/_HOST@R", "a/_host@R")) {
            conf.put(Config.STORM_HDFS_LOGIN_PRINCIPAL, unchanged);
            assertEquals(unchanged, Config.getHdfsPrincipal(conf));
        }
    }
}
