package io.github.stormmc.launcher;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.generated.BoltStats;
import org.apache.storm.generated.ErrorInfo;
import org.apache.storm.generated.ExecutorInfo;
import org.apache.storm.generated.ExecutorSpecificStats;
import org.apache.storm.generated.ExecutorStats;
import org.apache.storm.generated.ExecutorSummary;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.SpoutStats;
import org.apache.storm.generated.TopologyInfo;

/** Hand-built TopologyInfo objects shaped like the ones Storm's getTopologyInfo returns. */
final class StatsFixtures {

    private final String name;
    private final List<ExecutorSummary> executors = new ArrayList<>();
    private final Map<String, List<ErrorInfo>> errors = new HashMap<>();
    private int nextTask = 1;

    StatsFixtures(String name) {
        this.name = name;
    }

    /** A spout executor; the "600" window carries different numbers to prove only ":all-time" is read. */
    StatsFixtures spout(String id, long emitted, long ackInit, long acked, long failed) {
        Map<String, Map<String, Long>> emittedByWindow = new HashMap<>();
        emittedByWindow.put(":all-time", Map.of("default", emitted, "__ack_init", ackInit));
        emittedByWindow.put("600", Map.of("default", 1L));
        SpoutStats spout = new SpoutStats(
                Map.of(":all-time", Map.of("default", acked), "600", Map.of("default", 1L)),
                Map.of(":all-time", Map.of("default", failed)),
                Map.of(":all-time", Map.of("default", 1.5)));
        return add(id, new ExecutorStats(emittedByWindow, emittedByWindow, ExecutorSpecificStats.spout(spout), 1.0));
    }

    /** A bolt executor that executed {@code executed} tuples from each given source component's default stream. */
    StatsFixtures bolt(String id, long emitted, Map<String, Long> executedBySource) {
        Map<GlobalStreamId, Long> executed = new HashMap<>();
        executedBySource.forEach((source, count) -> executed.put(
                new GlobalStreamId(source, source.startsWith("__") ? "__tick" : "default"), count));
        Map<String, Map<GlobalStreamId, Long>> executedByWindow = new HashMap<>();
        executedByWindow.put(":all-time", executed);
        executedByWindow.put("600", Map.of(new GlobalStreamId("x", "default"), 1L));
        BoltStats bolt = new BoltStats(new HashMap<>(), new HashMap<>(), new HashMap<>(), executedByWindow,
                new HashMap<>());
        Map<String, Map<String, Long>> emittedByWindow = new HashMap<>();
        emittedByWindow.put(":all-time", Map.of("default", emitted, "__ack_ack", 99L));
        return add(id, new ExecutorStats(emittedByWindow, emittedByWindow, ExecutorSpecificStats.bolt(bolt), 1.0));
    }

    StatsFixtures errors(String component, int count) {
        List<ErrorInfo> list = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            list.add(new ErrorInfo("java.lang.RuntimeException: boom " + i, 1000 + i));
        }
        errors.put(component, list);
        return this;
    }

    private StatsFixtures add(String id, ExecutorStats stats) {
        int task = nextTask++;
        ExecutorSummary summary = new ExecutorSummary(new ExecutorInfo(task, task), id, "localhost", 1024, 5);
        summary.set_stats(stats);
        executors.add(summary);
        return this;
    }

    TopologyInfo build() {
        return new TopologyInfo(name + "-1-1700000000", name, 5, executors, "ACTIVE", errors);
    }
}
