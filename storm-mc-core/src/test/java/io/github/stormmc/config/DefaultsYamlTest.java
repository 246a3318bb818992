package io.github.stormmc.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.Config;
import org.junit.jupiter.api.Test;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

class DefaultsYamlTest {

    private static Map<String, Object> stormDefaults() throws Exception {
        try (InputStream in = DefaultsYamlTest.class.getResourceAsStream("/config/storm-2.8.2-default-values.yaml")) {
            return new Yaml(new SafeConstructor(new LoaderOptions())).load(in);
        }
    }

    @Test
    void loadsWithStormDefaults() {
        Map<String, Object> defaults = StormConfigLoader.readDefaultConfig();
        assertEquals(30, defaults.get(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS));
        assertEquals(32768, defaults.get(Config.TOPOLOGY_EXECUTOR_RECEIVE_BUFFER_SIZE));
        assertEquals(1, defaults.get(Config.TOPOLOGY_WORKERS));
        assertEquals(false, defaults.get(Config.TOPOLOGY_DEBUG));
        assertEquals(0.05, defaults.get(Config.TOPOLOGY_STATS_SAMPLE_RATE));
        assertEquals(10000, defaults.get(Config.TOPOLOGY_RAS_CONSTRAINT_MAX_STATE_SEARCH));
        assertEquals(List.of("localhost"), defaults.get(Config.STORM_ZOOKEEPER_SERVERS));
        assertTrue(defaults.containsKey(Config.TOPOLOGY_ACKER_EXECUTORS));
        assertEquals(null, defaults.get(Config.TOPOLOGY_ACKER_EXECUTORS));
    }

    @Test
    void everyStormDefaultIsPresentWithTheSameValueAndType() throws Exception {
        Map<String, Object> ours = StormConfigLoader.readDefaultConfig();
        Map<String, Object> storm = stormDefaults();
        assertEquals(286, storm.size());
        Map<String, Object> oursWithoutStormMc = new TreeMap<>();
        for (Map.Entry<String, Object> entry : ours.entrySet()) {
            if (!entry.getKey().startsWith("stormmc.")) {
                oursWithoutStormMc.put(entry.getKey(), entry.getValue());
            }
        }
        assertEquals(new TreeMap<>(storm), oursWithoutStormMc);
        for (Map.Entry<String, Object> entry : storm.entrySet()) {
            Object value = entry.getValue();
            if (value != null) {
                assertEquals(value.getClass(), ours.get(entry.getKey()).getClass(), entry.getKey());
            }
        }
    }

    @Test
    void stormMcKeysHaveTheirDefaults() {
        Map<String, Object> defaults = StormConfigLoader.readDefaultConfig();
        Map<String, Object> stormMc = new HashMap<>();
        for (Map.Entry<String, Object> entry : defaults.entrySet()) {
            if (entry.getKey().startsWith("stormmc.")) {
                stormMc.put(entry.getKey(), entry.getValue());
            }
        }
        assertEquals(Map.ofEntries(
            Map.entry(StormMcConfig.EXECUTOR_WAIT_STRATEGY, StormMcConfig.WAIT_BLOCKING),
            Map.entry(StormMcConfig.EXECUTOR_WAIT_POLL_MICROS, 0),
            Map.entry(StormMcConfig.BACKPRESSURE_WAIT_STRATEGY, StormMcConfig.WAIT_BLOCKING),
            Map.entry(StormMcConfig.EXECUTOR_THREAD_POLICY, ThreadPolicy.BATCH),
            Map.entry(StormMcConfig.EXECUTOR_RECEIVE_BUFFER_SIZE, 256),
            Map.entry(StormMcConfig.TRANSFER_BATCH_SIZE, 64),
            Map.entry(StormMcConfig.SPOUT_IDLE_BACKOFF_AFTER_MILLIS, 1000),
            Map.entry(StormMcConfig.SPOUT_IDLE_BACKOFF_MAX_MILLIS, 50),
            Map.entry(StormMcConfig.SHUTDOWN_DRAIN_MILLIS, 1000),
            Map.entry(StormMcConfig.CHAINING, "auto"),
            Map.entry(StormMcConfig.FAULT_POLICY, StormMcConfig.FAULT_RESTART),
            Map.entry(StormMcConfig.RESTART_BACKOFF_INITIAL_MILLIS, 10),
            Map.entry(StormMcConfig.RESTART_BACKOFF_MAX_MILLIS, 1000),
            Map.entry(StormMcConfig.RESTART_BACKOFF_WINDOW_MILLIS, 10000),
            Map.entry(StormMcConfig.ERROR_LOG_INTERVAL_MILLIS, 10000),
            Map.entry(StormMcConfig.ERROR_LOG_QUIET_MILLIS, 300000),
            Map.entry(StormMcConfig.RESTART_MAX_ATTEMPTS, 10),
            Map.entry(StormMcConfig.STATUS_HOST, "127.0.0.1"),
            Map.entry(StormMcConfig.STATUS_PORT, 8080),
            Map.entry(StormMcConfig.STATUS_REFRESH_SECS, 2)), stormMc);
    }

    @Test
    void defaultsPassTopologyValidation() {
        ConfigValidator.validateTopologyConf(StormConfigLoader.readDefaultConfig());
    }
}
