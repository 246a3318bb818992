package io.github.stormmc.benchmarks.harness;

import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.ILocalCluster;
import org.apache.storm.generated.ExecutorSummary;
import org.apache.storm.generated.TopologyInfo;
import org.apache.storm.generated.TopologySummary;

/**
 * The engine's own statistics through Storm's API (getTopologyInfo): all-time executed counts of bolts and emitted
 * counts of spouts per component. Storm samples these (topology.stats.sample.rate) and updates them late, so
 * they are reported beside the exact counts, never instead of them.
 */
final class StormStats {

    private static final String ALL_TIME = ":all-time";

    private StormStats() {
    }

    static Map<String, Long> read(ILocalCluster cluster, String topologyName) throws Exception {
        String id = null;
        for (TopologySummary s : cluster.getClusterInfo().get_topologies()) {
            if (topologyName.equals(s.get_name())) {
                id = s.get_id();
            }
        }
        if (id == null) {
            throw new IllegalStateException("topology " + topologyName + " is not running");
        }
        TopologyInfo info = cluster.getTopologyInfo(id);
        Map<String, Long> counts = new TreeMap<>();
        for (ExecutorSummary e : info.get_executors()) {
            String component = e.get_component_id();
            if (component.startsWith("__") || e.get_stats() == null || e.get_stats().get_specific() == null) {
                continue;
            }
            long sum = e.get_stats().get_specific().is_set_bolt()
                    ? allTime(e.get_stats().get_specific().get_bolt().get_executed())
                    : allTime(e.get_stats().get_emitted());
            counts.merge(component, sum, Long::sum);
        }
        return counts;
    }

    private static long allTime(Map<String, ? extends Map<?, Long>> windows) {
        long sum = 0;
        if (windows != null && windows.get(ALL_TIME) != null) {
            for (Long v : windows.get(ALL_TIME).values()) {
                sum += v == null ? 0 : v;
            }
        }
        return sum;
    }
}
