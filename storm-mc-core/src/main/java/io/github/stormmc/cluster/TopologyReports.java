package io.github.stormmc.cluster;

import io.github.stormmc.executor.Executor;
import io.github.stormmc.plan.ExecutorPlan;
import io.github.stormmc.plan.TopologyPlan;
import io.github.stormmc.stats.CounterMap;
import io.github.stormmc.stats.ExecutorStats;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.generated.BoltStats;
import org.apache.storm.generated.ClusterSummary;
import org.apache.storm.generated.ExecutorInfo;
import org.apache.storm.generated.ExecutorSpecificStats;
import org.apache.storm.generated.ExecutorSummary;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.NimbusSummary;
import org.apache.storm.generated.SpoutStats;
import org.apache.storm.generated.SupervisorSummary;
import org.apache.storm.generated.TopologyInfo;
import org.apache.storm.generated.TopologySummary;

/**
 * Renders running topologies as Storm's thrift summaries. Statistics are exact running totals (Storm samples 5%).
 * They are reported under Storm's {@code ":all-time"} window, and under each of its 10 min / 3 h / 1 day windows
 * that the topology's uptime still fits in (where that window's figure equals the all-time one); rolling windows
 * beyond the uptime are not kept.
 */
final class TopologyReports {
    static final String ALL_TIME = ":all-time";
    private static final int[] WINDOW_SECS = {600, 10800, 86400};
    static final String HOST = "localhost";
    static final String SUPERVISOR_ID = "stormmc-local-supervisor";

    private TopologyReports() {
    }

    static TopologySummary summary(RunningTopology t) {
        // Storm counts its hidden executors too (__acker, __eventlogger, metrics consumers): one task each.
        int tasks = t.plan().taskToComponent().size();
        int executors = t.plan().executors().size() + hiddenExecutors(t.plan()).size();
        TopologySummary summary = new TopologySummary(t.id(), t.name(), tasks, executors, 1, t.uptimeSecs(),
            t.status().name());
        summary.set_owner(System.getProperty("user.name", ""));
        summary.set_storm_version(StormMcVersion.STORM_API_VERSION);
        return summary;
    }

    static TopologyInfo info(RunningTopology t) {
        List<ExecutorSummary> executors = new ArrayList<>();
        for (Executor e : t.worker().executors()) {
            executors.add(executorSummary(t, e));
        }
        for (ExecutorInfo hidden : hiddenExecutors(t.plan())) {
            executors.add(hiddenExecutorSummary(t, hidden));
        }
        TopologyInfo info = new TopologyInfo(t.id(), t.name(), t.uptimeSecs(), executors, t.status().name(),
            t.worker().errors().snapshot());
        info.set_owner(System.getProperty("user.name", ""));
        info.set_storm_version(StormMcVersion.STORM_API_VERSION);
        return info;
    }

    static ClusterSummary cluster(List<RunningTopology> topologies, long startMillis) {
        List<TopologySummary> summaries = new ArrayList<>();
        int usedWorkers = 0;
        for (RunningTopology t : topologies) {
            summaries.add(summary(t));
            usedWorkers++;
        }
        int uptime = (int) ((System.currentTimeMillis() - startMillis) / 1000);
        SupervisorSummary supervisor = new SupervisorSummary(HOST, uptime, Math.max(1, usedWorkers), usedWorkers,
            SUPERVISOR_ID);
        NimbusSummary nimbus = new NimbusSummary(HOST, 0, uptime, true, StormMcVersion.STORM_API_VERSION);
        ClusterSummary cluster = new ClusterSummary(List.of(supervisor), summaries, List.of(nimbus));
        return cluster;
    }

    private static ExecutorSummary executorSummary(RunningTopology t, Executor e) {
        ExecutorPlan plan = e.plan();
        ExecutorSummary summary = new ExecutorSummary(new ExecutorInfo(plan.firstTask(), plan.lastTask()),
            plan.componentId(), HOST, 1024, t.uptimeSecs());
        ExecutorStats s = e.stats();
        int uptime = t.uptimeSecs();
        ExecutorSpecificStats specific = e.isSpout() ? ExecutorSpecificStats.spout(spoutStats(s, uptime))
            : ExecutorSpecificStats.bolt(boltStats(s, uptime));
        summary.set_stats(new org.apache.storm.generated.ExecutorStats(window(uptime, s.emitted().snapshot()),
            window(uptime, s.transferred().snapshot()), specific, 0.0));
        return summary;
    }

    /**
     * The executors Storm would run for hidden components that Storm-MC folds into its own threads (the acker: trees
     * are tracked in place; event loggers): one per task, as Storm lays them out, so counts and listings match.
     */
    private static List<ExecutorInfo> hiddenExecutors(TopologyPlan plan) {
        List<ExecutorInfo> hidden = new ArrayList<>();
        plan.componentToSortedTasks().forEach((component, tasks) -> {
            if (!plan.components().containsKey(component)) {
                tasks.forEach(task -> hidden.add(new ExecutorInfo(task, task)));
            }
        });
        hidden.sort(java.util.Comparator.comparingInt(ExecutorInfo::get_task_start));
        return hidden;
    }

    /** A hidden executor runs no user code: it reports Storm's empty statistics. */
    private static ExecutorSummary hiddenExecutorSummary(RunningTopology t, ExecutorInfo executor) {
        String component = t.plan().taskToComponent().get(executor.get_task_start());
        ExecutorSummary summary = new ExecutorSummary(executor, component, HOST, 1024, t.uptimeSecs());
        BoltStats empty = new BoltStats(new HashMap<>(), new HashMap<>(), new HashMap<>(), new HashMap<>(),
            new HashMap<>());
        summary.set_stats(new org.apache.storm.generated.ExecutorStats(new HashMap<>(), new HashMap<>(),
            ExecutorSpecificStats.bolt(empty), 0.0));
        return summary;
    }

    private static SpoutStats spoutStats(ExecutorStats s, int uptime) {
        Map<String, Long> latencyNanos = s.latencyNanos().snapshot();
        Map<String, Long> samples = s.latencySamples().snapshot();
        Map<String, Double> completeMs = new HashMap<>();
        latencyNanos.forEach((stream, nanos) -> completeMs.put(stream, averageMs(nanos, samples.get(stream))));
        return new SpoutStats(window(uptime, s.acked().snapshot()), window(uptime, s.failed().snapshot()), window(uptime, completeMs));
    }

    private static BoltStats boltStats(ExecutorStats s, int uptime) {
        Map<String, Long> latencyNanos = s.latencyNanos().snapshot();
        Map<String, Long> samples = s.latencySamples().snapshot();
        Map<GlobalStreamId, Double> executeMs = new HashMap<>();
        latencyNanos.forEach((key, nanos) -> executeMs.put(streamId(key), averageMs(nanos, samples.get(key))));
        Map<GlobalStreamId, Long> executed = byStreamId(s.executed());
        return new BoltStats(window(uptime, byStreamId(s.acked())), window(uptime, byStreamId(s.failed())), window(uptime, executeMs),
            window(uptime, executed), window(uptime, new HashMap<>(executeMs)));
    }

    private static double averageMs(Long nanos, Long samples) {
        return samples == null || samples == 0 ? 0.0 : nanos / 1e6 / samples;
    }

    private static Map<GlobalStreamId, Long> byStreamId(CounterMap counters) {
        Map<GlobalStreamId, Long> result = new HashMap<>();
        counters.snapshot().forEach((key, count) -> result.put(streamId(key), count));
        return result;
    }

    private static GlobalStreamId streamId(String inputKey) {
        String[] parts = ExecutorStats.splitInputKey(inputKey);
        return new GlobalStreamId(parts[0], parts[1]);
    }

    /**
     * Storm's shape: a statistic with no value yet (nothing acked, no complete latency) has no windows at all, not
     * empty ones; readers such as storm-perf's MetricsSample average over an empty window and print NaN.
     */
    private static <K, V> Map<String, Map<K, V>> window(int uptime, Map<K, V> values) {
        Map<String, Map<K, V>> windows = new HashMap<>();
        if (values.isEmpty()) {
            return windows;
        }
        windows.put(ALL_TIME, new HashMap<>(values));
        for (int secs : WINDOW_SECS) {
            if (uptime <= secs) {
                windows.put(String.valueOf(secs), new HashMap<>(values));
            }
        }
        return windows;
    }
}
