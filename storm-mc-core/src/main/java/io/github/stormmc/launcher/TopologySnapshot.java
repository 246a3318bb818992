package io.github.stormmc.launcher;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.storm.generated.BoltStats;
import org.apache.storm.generated.ErrorInfo;
import org.apache.storm.generated.ExecutorSpecificStats;
import org.apache.storm.generated.ExecutorStats;
import org.apache.storm.generated.ExecutorSummary;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.SpoutStats;
import org.apache.storm.generated.TopologyInfo;

/**
 * Per-component totals of one topology at one instant, read from Storm's public {@link TopologyInfo}. System
 * components and streams (ids starting with "__") are left out: they are bookkeeping, not user throughput.
 */
public final class TopologySnapshot {

    /** Stats window whose counters Storm-MC keeps as exact running totals. */
    public static final String ALL_TIME = ":all-time";

    private final String name;
    private final Map<String, ComponentTotals> components;
    private final long acked;
    private final long failed;
    private final long errors;

    private TopologySnapshot(String name, Map<String, ComponentTotals> components, long acked, long failed,
                             long errors) {
        this.name = name;
        this.components = components;
        this.acked = acked;
        this.failed = failed;
        this.errors = errors;
    }

    public static TopologySnapshot of(TopologyInfo info) {
        Map<String, Accumulator> byId = new HashMap<>();
        long acked = 0;
        long failed = 0;
        List<ExecutorSummary> executors = info.get_executors() == null ? List.of() : info.get_executors();
        for (ExecutorSummary executor : executors) {
            String id = executor.get_component_id();
            if (id == null || isSystem(id)) {
                continue;
            }
            ExecutorStats stats = executor.get_stats();
            ExecutorSpecificStats specific = stats == null ? null : stats.get_specific();
            boolean spout = specific != null && specific.is_set_spout();
            Accumulator acc = byId.computeIfAbsent(id, Accumulator::new);
            // An executor that has not reported stats yet cannot say what it is; any one that has decides.
            acc.spout |= spout;
            if (stats == null) {
                continue;
            }
            acc.emitted += sumStreams(window(stats.get_emitted()));
            if (spout) {
                SpoutStats spoutStats = specific.get_spout();
                acked += sumStreams(window(spoutStats.get_acked()));
                failed += sumStreams(window(spoutStats.get_failed()));
            } else if (specific != null && specific.is_set_bolt()) {
                BoltStats boltStats = specific.get_bolt();
                Map<GlobalStreamId, Long> executed = window(boltStats.get_executed());
                for (Map.Entry<GlobalStreamId, Long> e : executed.entrySet()) {
                    GlobalStreamId source = e.getKey();
                    if (isSystem(source.get_componentId()) || isSystem(source.get_streamId())) {
                        continue;
                    }
                    acc.executed += nullToZero(e.getValue());
                    acc.inputs.add(source.get_componentId());
                }
            }
        }
        return new TopologySnapshot(info.get_name(), ordered(byId), acked, failed, countErrors(info));
    }

    public String name() {
        return name;
    }

    /** Components from sources to sinks: spouts first, then bolts by distance from a spout, ties by id. */
    public Map<String, ComponentTotals> components() {
        return components;
    }

    public long acked() {
        return acked;
    }

    public long failed() {
        return failed;
    }

    public long errors() {
        return errors;
    }

    private static boolean isSystem(String id) {
        return id != null && id.startsWith("__");
    }

    private static <K> Map<K, Long> window(Map<String, Map<K, Long>> byWindow) {
        if (byWindow == null) {
            return Map.of();
        }
        Map<K, Long> counts = byWindow.get(ALL_TIME);
        return counts == null ? Map.of() : counts;
    }

    private static long sumStreams(Map<String, Long> byStream) {
        long sum = 0;
        for (Map.Entry<String, Long> e : byStream.entrySet()) {
            if (!isSystem(e.getKey())) {
                sum += nullToZero(e.getValue());
            }
        }
        return sum;
    }

    private static long nullToZero(Long value) {
        return value == null ? 0 : value;
    }

    private static long countErrors(TopologyInfo info) {
        Map<String, List<ErrorInfo>> errors = info.get_errors();
        if (errors == null) {
            return 0;
        }
        long count = 0;
        for (Map.Entry<String, List<ErrorInfo>> e : errors.entrySet()) {
            if (!isSystem(e.getKey()) && e.getValue() != null) {
                count += e.getValue().size();
            }
        }
        return count;
    }

    private static Map<String, ComponentTotals> ordered(Map<String, Accumulator> byId) {
        Map<String, Integer> depth = new HashMap<>();
        for (String id : byId.keySet()) {
            depthOf(id, byId, depth, new HashSet<>());
        }
        List<Accumulator> sorted = new ArrayList<>(byId.values());
        sorted.sort(Comparator.<Accumulator>comparingInt(a -> depth.get(a.id)).thenComparing(a -> a.id));
        Map<String, ComponentTotals> result = new LinkedHashMap<>();
        for (Accumulator a : sorted) {
            result.put(a.id, new ComponentTotals(a.id, a.spout, a.emitted, a.executed,
                    Collections.unmodifiableSet(a.inputs)));
        }
        return Collections.unmodifiableMap(result);
    }

    /**
     * Longest path from a spout. A bolt that has executed nothing yet has no known inputs and sorts right after the
     * spouts; cycles (legal in Storm) are cut where they close.
     */
    private static int depthOf(String id, Map<String, Accumulator> byId, Map<String, Integer> depth,
                               Set<String> visiting) {
        Integer known = depth.get(id);
        if (known != null) {
            return known;
        }
        Accumulator acc = byId.get(id);
        if (acc == null || !visiting.add(id)) {
            return 0;
        }
        int d = acc.spout ? 0 : 1;
        for (String input : acc.inputs) {
            if (!visiting.contains(input) && byId.containsKey(input)) {
                d = Math.max(d, depthOf(input, byId, depth, visiting) + 1);
            }
        }
        visiting.remove(id);
        depth.put(id, d);
        return d;
    }

    private static final class Accumulator {
        final String id;
        boolean spout;
        long emitted;
        long executed;
        final Set<String> inputs = new TreeSet<>();

        Accumulator(String id) {
            this.id = id;
        }
    }
}
