package io.github.stormmc.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.apache.storm.Config;
import org.junit.jupiter.api.Test;

class ComponentConfigsTest {

    @Test
    void whitelistIsStormsPerComponentSet() {
        assertEquals(Set.of(
            "topology.debug", "topology.max.spout.pending", "topology.max.task.parallelism",
            "topology.transactional.id", "topology.tick.tuple.freq.secs", "topology.sleep.spout.wait.strategy.time.ms",
            "topology.spout.wait.strategy", "topology.bolts.window.length.count",
            "topology.bolts.window.length.duration.ms", "topology.bolts.window.sliding.interval.count",
            "topology.bolts.window.sliding.interval.duration.ms", "topology.bolts.tuple.timestamp.max.lag.ms",
            "topology.bolts.message.id.field.name", "topology.bolts.late.tuple.stream", "topology.state.provider",
            "topology.state.provider.config"), ComponentConfigs.whitelist());
        assertThrows(UnsupportedOperationException.class, () -> ComponentConfigs.whitelist().add("x"));
    }

    @Test
    void componentOverridesOnlyWhitelistedStormKeysAndAnyOtherKey() {
        Map<String, Object> topology = new HashMap<>();
        topology.put(Config.TOPOLOGY_WORKERS, 1);
        topology.put(Config.TOPOLOGY_DEBUG, false);
        topology.put(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS, 30);
        topology.put("user.key", "topology");

        Map<String, Object> component = new HashMap<>();
        component.put(Config.TOPOLOGY_DEBUG, true);
        component.put(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS, 5);
        component.put(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS, 99);
        component.put(Config.TOPOLOGY_KRYO_REGISTER, null);
        component.put(Config.TOPOLOGY_BOLTS_WATERMARK_EVENT_INTERVAL_MS, 10);
        component.put("user.key", "component");
        component.put("stormmc.executor.wait.strategy", "busy-spin");

        Map<String, Object> expected = new HashMap<>();
        expected.put(Config.TOPOLOGY_WORKERS, 1);
        expected.put(Config.TOPOLOGY_DEBUG, true);
        expected.put(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS, 30);
        expected.put(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS, 5);
        expected.put("user.key", "component");
        expected.put("stormmc.executor.wait.strategy", "busy-spin");
        assertEquals(expected, ComponentConfigs.effectiveConf(topology, component));
        assertEquals(1, topology.get(Config.TOPOLOGY_WORKERS));
        assertEquals(false, topology.get(Config.TOPOLOGY_DEBUG));
    }

    @Test
    void nullComponentConfGivesACopyOfTheTopologyConf() {
        Map<String, Object> topology = Map.of(Config.TOPOLOGY_WORKERS, 1);
        Map<String, Object> effective = ComponentConfigs.effectiveConf(topology, null);
        assertEquals(topology, effective);
        effective.put("x", 1);
        assertEquals(Map.of(Config.TOPOLOGY_WORKERS, 1), topology);
    }
}
