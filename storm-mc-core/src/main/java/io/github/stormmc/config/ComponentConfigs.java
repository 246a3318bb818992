package io.github.stormmc.config;

import io.github.stormmc.json.Json;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.storm.Config;
import org.apache.storm.generated.ComponentCommon;
import org.apache.storm.generated.StormTopology;

/**
 * A component's effective conf: the topology conf overlaid with the component's own conf. Like Storm, a
 * component may override only a few of Storm's keys (the whitelist); its other Storm keys are dropped so one
 * component cannot change, say, the topology's message timeout. Keys that are not Storm's pass through.
 */
public final class ComponentConfigs {

    /** The Storm keys a component conf may override; the same set Storm 2.8.2's executors keep. */
    private static final Set<String> WHITELIST = Set.of(
        "topology.debug",
        "topology.max.spout.pending",
        "topology.max.task.parallelism",
        "topology.transactional.id",
        "topology.tick.tuple.freq.secs",
        "topology.sleep.spout.wait.strategy.time.ms",
        "topology.spout.wait.strategy",
        "topology.bolts.window.length.count",
        "topology.bolts.window.length.duration.ms",
        "topology.bolts.window.sliding.interval.count",
        "topology.bolts.window.sliding.interval.duration.ms",
        "topology.bolts.tuple.timestamp.max.lag.ms",
        "topology.bolts.message.id.field.name",
        "topology.bolts.late.tuple.stream",
        "topology.state.provider",
        "topology.state.provider.config");

    private ComponentConfigs() {
    }

    /** A new map: {@code topologyConf} plus the allowed entries of {@code componentConf} (which may be null). */
    public static Map<String, Object> effectiveConf(Map<String, Object> topologyConf,
                                                    Map<String, Object> componentConf) {
        Map<String, Object> effective = new HashMap<>(topologyConf);
        if (componentConf != null) {
            for (Map.Entry<String, Object> entry : componentConf.entrySet()) {
                String key = entry.getKey();
                if (WHITELIST.contains(key) || !StormConfigSchema.isStormKey(key)) {
                    effective.put(key, entry.getValue());
                }
            }
        }
        return effective;
    }

    /**
     * Sets the topology's kryo registrations and decorators to the union over every component's conf and the
     * topology's own (or, without one, the cluster's), as Storm's Nimbus does before any task starts: registrations
     * become one map from class name to serializer name (null: Kryo's default), the topology's entries winning;
     * decorators one list without repeats, in the order of a {@link HashSet} of them, as Storm lists them.
     */
    public static void mergeKryoSettings(Map<String, Object> conf, Map<String, Object> topoConf,
                                         Map<String, Object> clusterConf, StormTopology topology) {
        Set<String> decorators = new HashSet<>();
        Map<String, String> registrations = new HashMap<>();
        for (Map<String, Object> componentConf : componentConfs(topology)) {
            addDecorators(decorators, componentConf.get(Config.TOPOLOGY_KRYO_DECORATORS));
            addRegistrations(registrations, componentConf.get(Config.TOPOLOGY_KRYO_REGISTER));
        }
        Map<String, Object> own = topoConf == null ? Map.of() : topoConf;
        addDecorators(decorators, own.containsKey(Config.TOPOLOGY_KRYO_DECORATORS)
            ? own.get(Config.TOPOLOGY_KRYO_DECORATORS) : clusterConf.get(Config.TOPOLOGY_KRYO_DECORATORS));
        addRegistrations(registrations, own.containsKey(Config.TOPOLOGY_KRYO_REGISTER)
            ? own.get(Config.TOPOLOGY_KRYO_REGISTER) : clusterConf.get(Config.TOPOLOGY_KRYO_REGISTER));
        conf.put(Config.TOPOLOGY_KRYO_REGISTER, registrations);
        conf.put(Config.TOPOLOGY_KRYO_DECORATORS, new ArrayList<>(decorators));
    }

    private static List<Map<String, Object>> componentConfs(StormTopology topology) {
        List<ComponentCommon> commons = new ArrayList<>();
        if (topology.get_spouts() != null) {
            topology.get_spouts().values().forEach(s -> commons.add(s.get_common()));
        }
        if (topology.get_bolts() != null) {
            topology.get_bolts().values().forEach(b -> commons.add(b.get_common()));
        }
        if (topology.get_state_spouts() != null) {
            topology.get_state_spouts().values().forEach(s -> commons.add(s.get_common()));
        }
        List<Map<String, Object>> confs = new ArrayList<>();
        for (ComponentCommon common : commons) {
            if (common != null && common.is_set_json_conf()) {
                try {
                    confs.add(Json.readMap(common.get_json_conf()));
                } catch (IllegalArgumentException e) {
                    // an unreadable component conf is reported by the topology's validation
                }
            }
        }
        return confs;
    }

    private static void addDecorators(Set<String> decorators, Object value) {
        if (value instanceof List<?> list) {
            list.forEach(d -> decorators.add(String.valueOf(d)));
        }
    }

    private static void addRegistrations(Map<String, String> registrations, Object value) {
        if (value instanceof Map<?, ?> map) { // already merged
            map.forEach((k, v) -> registrations.put(String.valueOf(k), v == null ? null : String.valueOf(v)));
        } else if (value instanceof List<?> list) {
            for (Object entry : list) {
                if (entry instanceof Map<?, ?> map) {
                    map.forEach((k, v) -> registrations.put(String.valueOf(k), v == null ? null : String.valueOf(v)));
                } else if (entry != null) {
                    registrations.put(String.valueOf(entry), null);
                }
            }
        }
    }

    /** The Storm keys a component conf may override (unmodifiable). */
    public static Set<String> whitelist() {
        return WHITELIST;
    }
}
