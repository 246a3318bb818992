package io.github.stormmc.config;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;

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

    /** The Storm keys a component conf may override (unmodifiable). */
    public static Set<String> whitelist() {
        return WHITELIST;
    }
}
