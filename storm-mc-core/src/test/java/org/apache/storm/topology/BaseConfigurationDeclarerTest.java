package org.apache.storm.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashMap;
import java.util.Map;
import org.apache.storm.Config;
import org.junit.jupiter.api.Test;

/** BaseConfigurationDeclarer turns each setter into the component configuration entry Storm uses. */
class BaseConfigurationDeclarerTest {

    static final class MapDeclarer extends BaseConfigurationDeclarer<MapDeclarer> {
        final Map<String, Object> conf = new HashMap<>();

        @Override
        public MapDeclarer addConfigurations(Map<String, Object> conf) {
            this.conf.putAll(conf);
            return this;
        }

        @Override
        public Map<String, Object> getComponentConfiguration() {
            return conf;
        }

        @Override
        public MapDeclarer addSharedMemory(org.apache.storm.generated.SharedMemory request) {
            return this;
        }
    }

    @Test
    void settersWriteTheirConfigurationKeys() {
        MapDeclarer d = new MapDeclarer()
            .setDebug(true)
            .setNumTasks(4)
            .setMaxSpoutPending(100)
            .setMaxTaskParallelism(null)
            .addResource("gpu", 2)
            .addResources(Map.of("fpga", 1.0));
        d.setMemoryLoad(512, 64);
        d.setCPULoad(50);
        assertEquals(true, d.conf.get(Config.TOPOLOGY_DEBUG));
        assertEquals(4, d.conf.get(Config.TOPOLOGY_TASKS));
        assertEquals(100, d.conf.get(Config.TOPOLOGY_MAX_SPOUT_PENDING));
        assertEquals(Map.of("gpu", 2.0, "fpga", 1.0), d.conf.get(Config.TOPOLOGY_COMPONENT_RESOURCES_MAP));
        assertEquals(512.0, d.conf.get(Config.TOPOLOGY_COMPONENT_RESOURCES_ONHEAP_MEMORY_MB));
        assertEquals(64.0, d.conf.get(Config.TOPOLOGY_COMPONENT_RESOURCES_OFFHEAP_MEMORY_MB));
        assertEquals(50.0, d.conf.get(Config.TOPOLOGY_COMPONENT_CPU_PCORE_PERCENT));
        assertEquals(7, d.conf.size(), "setMaxTaskParallelism(null) adds nothing");
    }
}
