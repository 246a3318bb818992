package io.github.stormmc.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichSpout;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The configuration a task receives in open/prepare: defaults.yaml, then -Dstorm.conf.file, then -Dstorm.options,
 * then the topology conf, then the component conf (Storm keys only if whitelisted).
 */
class ConfigLayeringTest {

    static final class ConfSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final Map<String, Object> componentConf;

        ConfSpout(String key, Map<String, Object> componentConf) {
            this.key = key;
            this.componentConf = componentConf;
        }

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            Recorder.record(key, new HashMap<>(conf));
        }

        @Override
        public void nextTuple() {
        }

        @Override
        public Map<String, Object> getComponentConfiguration() {
            return componentConf;
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    @AfterEach
    void clearProperties() {
        System.clearProperty("storm.conf.file");
        System.clearProperty("storm.options");
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> confSeenBySpout(Config topologyConf, Map<String, Object> componentConf) throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new ConfSpout(key, componentConf)).addConfiguration("declarer.key", "from-declarer");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("conf", topologyConf, builder.createTopology());
            Await.until("open", () -> Recorder.count(key, Map.class) == 1);
        }
        return Recorder.events(key, Map.class).get(0);
    }

    @Test
    void layersApplyInStormsOrder() throws Exception {
        System.setProperty("storm.conf.file", "config/layering/layer-storm.yaml");
        System.setProperty("storm.options", "layer.options=from-options,layer.topology=from-options");
        Config topologyConf = new Config();
        topologyConf.put("layer.topology", "from-topology");
        topologyConf.put("layer.component", "from-topology");
        topologyConf.put(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS, 45);
        Map<String, Object> componentConf = new HashMap<>();
        componentConf.put("layer.component", "from-component");
        componentConf.put(Config.TOPOLOGY_DEBUG, true);                  // whitelisted: applies
        componentConf.put(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS, 99);     // not whitelisted: ignored

        Map<String, Object> conf = confSeenBySpout(topologyConf, componentConf);

        assertEquals(32768L, ((Number) conf.get(Config.TOPOLOGY_EXECUTOR_RECEIVE_BUFFER_SIZE)).longValue()); // defaults.yaml
        assertEquals("from-storm-yaml", conf.get("layer.file"));
        assertEquals("from-options", conf.get("layer.options"));
        assertEquals("from-topology", conf.get("layer.topology"));
        assertEquals("from-component", conf.get("layer.component"));
        assertEquals("from-declarer", conf.get("declarer.key"));
        assertEquals(true, conf.get(Config.TOPOLOGY_DEBUG));
        assertEquals(45L, ((Number) conf.get(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS)).longValue());
        assertEquals("conf", conf.get(Config.TOPOLOGY_NAME));
    }

    @Test
    void withoutOverridesDefaultsApply() throws Exception {
        Map<String, Object> conf = confSeenBySpout(new Config(), null);
        assertEquals(30L, ((Number) conf.get(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS)).longValue());
        assertEquals(false, conf.get(Config.TOPOLOGY_DEBUG));
        assertNull(conf.get("layer.file"));
    }

    /**
     * Kryo registrations and decorators are the union over the component confs and the topology conf: registrations
     * one map (the topology's entries win; a bare class name maps to null), decorators one list without repeats.
     */
    @Test
    void kryoSettingsAreMergedOverComponentsAndTopology() throws Exception {
        Config topologyConf = new Config();
        topologyConf.put(Config.TOPOLOGY_KRYO_REGISTER, List.of(Map.of("type.a", "ser.top"), "type.c"));
        topologyConf.put(Config.TOPOLOGY_KRYO_DECORATORS, List.of("one", "three"));
        topologyConf.put(Config.TOPOLOGY_SKIP_MISSING_KRYO_REGISTRATIONS, true);
        Map<String, Object> componentConf = new HashMap<>();
        componentConf.put(Config.TOPOLOGY_KRYO_REGISTER, List.of(Map.of("type.a", "ser.component"), Map.of("type.b", "ser.b")));
        componentConf.put(Config.TOPOLOGY_KRYO_DECORATORS, List.of("one", "two"));

        Map<String, Object> conf = confSeenBySpout(topologyConf, componentConf);

        Map<String, String> registrations = new HashMap<>();
        registrations.put("type.a", "ser.top");
        registrations.put("type.b", "ser.b");
        registrations.put("type.c", null);
        assertEquals(registrations, conf.get(Config.TOPOLOGY_KRYO_REGISTER));
        assertEquals(List.of("one", "two", "three"), conf.get(Config.TOPOLOGY_KRYO_DECORATORS));
    }

    @Test
    void withoutKryoSettingsTheMergedOnesAreEmpty() throws Exception {
        Map<String, Object> conf = confSeenBySpout(new Config(), null);
        assertEquals(Map.of(), conf.get(Config.TOPOLOGY_KRYO_REGISTER));
        assertEquals(List.of(), conf.get(Config.TOPOLOGY_KRYO_DECORATORS));
    }
}
