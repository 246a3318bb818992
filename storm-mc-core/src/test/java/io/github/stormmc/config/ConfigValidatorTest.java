package io.github.stormmc.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.storm.Config;
import org.junit.jupiter.api.Test;

class ConfigValidatorTest {

    private static Map<String, Object> conf(String key, Object value) {
        Map<String, Object> conf = new HashMap<>();
        conf.put(key, value);
        return conf;
    }

    private static void valid(String key, Object value) {
        ConfigValidator.validateTopologyConf(conf(key, value));
    }

    private static String invalid(String key, Object value) {
        return assertThrows(IllegalArgumentException.class,
            () -> ConfigValidator.validateTopologyConf(conf(key, value))).getMessage();
    }

    @Test
    void wrongTypeNamesConstantKeyExpectationAndValue() {
        assertEquals("Invalid topology config: Config.TOPOLOGY_WORKERS (\"topology.workers\") must be an integer"
            + " within int range, but is \"two\" (java.lang.String)", invalid(Config.TOPOLOGY_WORKERS, "two"));
        assertEquals("Invalid topology config: Config.TOPOLOGY_DEBUG (\"topology.debug\") must be a Boolean,"
            + " but is \"true\" (java.lang.String)", invalid(Config.TOPOLOGY_DEBUG, "true"));
        assertEquals("Invalid topology config: Config.TOPOLOGY_NAME (\"topology.name\") must be a String,"
            + " but is 5 (java.lang.Integer)", invalid(Config.TOPOLOGY_NAME, 5));
    }

    @Test
    void integersAcceptAnyWholeNumberWithinRange() {
        for (Object ok : new Object[] {5, 5L, 5.0, 5.0f, (short) 5, (byte) 5, BigInteger.valueOf(5),
                (long) Integer.MAX_VALUE}) {
            valid(Config.TOPOLOGY_WORKERS, ok);
        }
        for (Object bad : new Object[] {5.5, 3_000_000_000L, Double.NaN, true, "5", 1e300}) {
            invalid(Config.TOPOLOGY_WORKERS, bad);
        }
    }

    @Test
    void positiveNumbersAndZero() {
        assertEquals("Invalid topology config: Config.TOPOLOGY_WORKERS (\"topology.workers\") must be a number"
            + " greater than 0, but is 0 (java.lang.Integer)", invalid(Config.TOPOLOGY_WORKERS, 0));
        valid(Config.TOPOLOGY_TASKS, 0);
        assertEquals("Invalid topology config: Config.TOPOLOGY_TASKS (\"topology.tasks\") must be a number of at"
            + " least 0, but is -1 (java.lang.Integer)", invalid(Config.TOPOLOGY_TASKS, -1));
        valid(Config.TOPOLOGY_STATS_SAMPLE_RATE, 0.5);
        valid(Config.TOPOLOGY_STATS_SAMPLE_RATE, 1);
        invalid(Config.TOPOLOGY_STATS_SAMPLE_RATE, "0.5");
        invalid(Config.TOPOLOGY_STATS_SAMPLE_RATE, 0);
    }

    @Test
    void nullIsAllowedUnlessStormSaysNotNull() {
        valid(Config.TOPOLOGY_WORKERS, null);
        valid(Config.TOPOLOGY_ACKER_EXECUTORS, null);
        assertEquals("Invalid topology config: Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS"
            + " (\"topology.message.timeout.secs\") must not be null", invalid(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS, null));
        valid(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS, 30L);
    }

    @Test
    void unknownKeysAreNotChecked() {
        valid("my.own.key", new Object());
        valid("stormmc.executor.wait.strategy", 5);
    }

    @Test
    void listsAndMaps() {
        valid(Config.TOPOLOGY_KRYO_DECORATORS, List.of("a"));
        valid(Config.TOPOLOGY_KRYO_DECORATORS, Arrays.asList("a", null));
        valid(Config.TOPOLOGY_KRYO_DECORATORS, Set.of("a"));
        assertEquals("Invalid topology config: Config.TOPOLOGY_KRYO_DECORATORS (\"topology.kryo.decorators\") must"
            + " be a list of Strings, but is [a, 1] (java.util.ArrayList); element 1 is 1 (java.lang.Integer)",
            invalid(Config.TOPOLOGY_KRYO_DECORATORS, new ArrayList<>(List.of("a", 1))));
        invalid(Config.TOPOLOGY_KRYO_DECORATORS, "a");
        valid(Config.TOPOLOGY_WORKER_CHILDOPTS, "-Xmx1g");
        valid(Config.TOPOLOGY_WORKER_CHILDOPTS, List.of("-Xmx1g"));
        invalid(Config.TOPOLOGY_WORKER_CHILDOPTS, 5);
        valid(Config.TOPOLOGY_ENVIRONMENT, Map.of("A", "b"));
        valid(Config.TOPOLOGY_ENVIRONMENT, Collections.singletonMap("A", null));
        assertEquals("Invalid topology config: Config.TOPOLOGY_ENVIRONMENT (\"topology.environment\") must be a Map"
            + " from String to String, but is {A=1} (java.util.HashMap); the value for \"A\" is 1 (java.lang.Integer)",
            invalid(Config.TOPOLOGY_ENVIRONMENT, new HashMap<>(Map.of("A", 1))));
        valid(Config.TOPOLOGY_COMPONENT_RESOURCES_MAP, Map.of("cpu", 1.0));
        invalid(Config.TOPOLOGY_COMPONENT_RESOURCES_MAP, Map.of("cpu", "x"));
    }

    @Test
    void registrationLists() {
        valid(Config.TOPOLOGY_KRYO_REGISTER, List.of("a", Map.of("b", "c")));
        invalid(Config.TOPOLOGY_KRYO_REGISTER, List.of(Map.of("b", 1)));
        invalid(Config.TOPOLOGY_KRYO_REGISTER, Arrays.asList("a", null));
        invalid(Config.TOPOLOGY_KRYO_REGISTER, Map.of("b", "c"));

        valid(Config.TOPOLOGY_METRICS_CONSUMER_REGISTER, List.of(Map.of("class", "x", "parallelism.hint", 2L)));
        assertEquals("Invalid topology config: Config.TOPOLOGY_METRICS_CONSUMER_REGISTER"
                + " (\"topology.metrics.consumer.register\") must be a list of Maps, each with a String \"class\""
                + " and an integer \"parallelism.hint\", but is [{class=x}] (java.util.ArrayList);"
                + " element 0 needs an integer \"parallelism.hint\" entry",
            invalid(Config.TOPOLOGY_METRICS_CONSUMER_REGISTER, new ArrayList<>(List.of(Map.of("class", "x")))));

        valid(Config.TOPOLOGY_EVENT_LOGGER_REGISTER, List.of(Map.of("class", "x")));
        invalid(Config.TOPOLOGY_EVENT_LOGGER_REGISTER, List.of(Map.of("class", "x", "arguments", "y")));
    }

    @Test
    void enumeratedStrings() {
        valid(Config.TOPOLOGY_LOGGING_SENSITIVITY, "S1");
        invalid(Config.TOPOLOGY_LOGGING_SENSITIVITY, "s1");
        valid(Config.PACEMAKER_AUTH_METHOD, "DIGEST");
        invalid(Config.PACEMAKER_AUTH_METHOD, "X");
    }

    @Test
    void configBuiltWithSettersValidates() {
        Config conf = new Config();
        conf.setNumWorkers(2);
        conf.setNumAckers(1);
        conf.setDebug(true);
        conf.registerSerialization(String.class);
        conf.registerMetricsConsumer(String.class, 2);
        conf.setTopologyComponentWorkerConstraints("a", "b");
        ConfigValidator.validateTopologyConf(conf);
    }

    private static String notJson(Map<String, Object> conf) {
        return assertThrows(IllegalArgumentException.class,
            () -> ConfigValidator.validateJsonSerializable(conf)).getMessage();
    }

    @Test
    void jsonFriendlyValuesPass() {
        Map<String, Object> conf = new HashMap<>();
        conf.put("s", "x");
        conf.put("i", 1);
        conf.put("l", 1L);
        conf.put("d", 1.5);
        conf.put("f", 1.5f);
        conf.put("big", new BigInteger("12345678901234567890"));
        conf.put("b", true);
        conf.put("n", null);
        conf.put("list", Arrays.asList(1, "a", null, List.of(Map.of("k", "v"))));
        conf.put("set", Set.of(1));
        conf.put("map", Map.of("k", Map.of("k2", List.of())));
        ConfigValidator.validateJsonSerializable(conf);
    }

    @Test
    void nonJsonValuesAreRejectedWithTheirPath() {
        assertEquals("Topology conf is not JSON-serializable: the value at my.key[1][\"inner\"] is a java.lang.Object;"
                + " only String, Boolean, Integer, Long, Float, Double, BigInteger, null, lists and maps with String"
                + " keys survive JSON",
            notJson(conf("my.key", List.of(1, Map.of("inner", new Object())))));
        assertEquals("Topology conf is not JSON-serializable: the map at my.key has the key 1 (java.lang.Integer);"
                + " JSON map keys must be Strings",
            notJson(conf("my.key", Map.of(1, "a"))));
        for (Object bad : new Object[] {(short) 1, (byte) 1, new BigDecimal("1.5"), 'c', new int[] {1},
                java.util.concurrent.TimeUnit.SECONDS, Double.POSITIVE_INFINITY}) {
            notJson(conf("k", bad));
        }
    }
}
