package io.github.stormmc.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import org.apache.storm.Config;
import org.junit.jupiter.api.Test;

class ReceiveQueueSizeTest {

    private static Map<String, Object> conf(Object stormSize, Object stormMcSize) {
        Map<String, Object> conf = new HashMap<>();
        conf.put(Config.TOPOLOGY_EXECUTOR_RECEIVE_BUFFER_SIZE, stormSize);
        conf.put(StormMcConfig.EXECUTOR_RECEIVE_BUFFER_SIZE, stormMcSize);
        return conf;
    }

    @Test
    void stormsDefaultGivesWayToStormMcsSize() {
        assertEquals(256, ReceiveQueueSize.of(StormConfigLoader.readDefaultConfig()));
        assertEquals(512, ReceiveQueueSize.of(conf(32768, 512)));
        assertEquals(256, ReceiveQueueSize.of(new HashMap<>()));
    }

    @Test
    void anExplicitStormSizeWins() {
        assertEquals(4096, ReceiveQueueSize.of(conf(4096, 256)));
        assertEquals(8, ReceiveQueueSize.of(conf(8L, null)));
    }

    @Test
    void badSizesNameTheirKey() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ReceiveQueueSize.of(conf(0, 1)));
        assertTrue(e.getMessage().contains(Config.TOPOLOGY_EXECUTOR_RECEIVE_BUFFER_SIZE), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> ReceiveQueueSize.of(conf(32768, "lots")));
        assertTrue(e.getMessage().contains(StormMcConfig.EXECUTOR_RECEIVE_BUFFER_SIZE), e.getMessage());
    }
}
