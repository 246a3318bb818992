package io.github.stormmc.metrics;

import io.github.stormmc.stats.Counter;
import io.github.stormmc.stats.ExecutorStats;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.LongSupplier;
import org.apache.storm.metrics2.StormMetricRegistry;

/**
 * The counts Storm's {@code __acker} bolt reports, derived from the engine's real ack traffic: Storm-MC has no acker
 * executor (tuple trees are updated in place by the acking threads), so these count the messages an acker would
 * have received and sent for the same trees:
 * <ul>
 *   <li>{@code __execute-count-<spout>:__ack_init} and {@code __ack-count-…}: trees the spout started that reached a
 *       task (its {@code __emit-count-__ack_init});</li>
 *   <li>{@code __execute-count-<bolt>:__ack_ack} / {@code :__ack_fail} and {@code __ack-count-…}: the bolt's acks
 *       and fails of anchored tuples, one per tree of the tuple (its {@code __emit-count-__ack_ack} /
 *       {@code __ack_fail}); an acker acks every message it executes;</li>
 *   <li>{@code __emit-count-__ack_ack} / {@code __ack_fail} and the equal {@code __transfer-count-…}: trees whose
 *       completion or failure by a bolt reached their spout (timeouts are found by the spout, as in Storm).</li>
 * </ul>
 * All go under the first acker task; with several acker tasks Storm would split them by root id.
 */
final class AckerBuiltins {
    private static final String COMPONENT = "__acker";
    private final StormMetricRegistry registry;
    private final StormMetricNames names;
    private final int task;
    private final List<Runnable> samplers;
    /** Component id to the stats of its executors, in the order they were added. */
    private final Map<String, List<ExecutorStats>> byComponent = new LinkedHashMap<>();
    private final List<ExecutorStats> spouts = new ArrayList<>();
    private final Set<String> known = new HashSet<>();

    AckerBuiltins(StormMetricRegistry registry, int task, List<Runnable> samplers) {
        this.registry = registry;
        this.names = registry.names();
        this.task = task;
        this.samplers = samplers;
    }

    void add(String componentId, boolean spout, ExecutorStats stats) {
        byComponent.computeIfAbsent(componentId, c -> new ArrayList<>()).add(stats);
        if (spout) {
            spouts.add(stats);
        }
    }

    /** Registers what has traffic since the last call. Metrics timer only. */
    void refresh() {
        byComponent.forEach((component, executors) -> {
            for (String stream : List.of("__ack_init", "__ack_ack", "__ack_fail")) {
                LongSupplier received = sum(executors, s -> s.ackerMessages(), stream);
                if (received.getAsLong() > 0) {
                    String input = component + ":" + stream;
                    counted(stream, "__execute-count-" + input, received);
                    counted(stream, "__ack-count-" + input, received);
                }
            }
        });
        for (String stream : List.of("__ack_ack", "__ack_fail")) {
            LongSupplier sent = sum(spouts, s -> s.ackerOutcomes(), stream);
            if (sent.getAsLong() > 0) {
                counted(stream, "__emit-count-" + stream, sent);
                counted(stream, "__transfer-count-" + stream, sent);
            }
        }
    }

    private interface Counters {
        io.github.stormmc.stats.CounterMap of(ExecutorStats stats);
    }

    private static LongSupplier sum(List<ExecutorStats> executors, Counters counters, String stream) {
        List<Counter> parts = new ArrayList<>();
        for (ExecutorStats stats : executors) {
            parts.add(counters.of(stats).get(stream));
        }
        return () -> {
            long total = 0;
            for (Counter c : parts) {
                total += c.get();
            }
            return total;
        };
    }

    private void counted(String stream, String name, LongSupplier count) {
        if (!known.add(name)) {
            return;
        }
        registry.register(names.workerMetric(COMPONENT, stream, task, name), name, task, COMPONENT, stream,
            new SumView(count));
        OneMinuteRate rate = new OneMinuteRate(count);
        registry.register(names.workerMetric(COMPONENT, stream, task, name + ".m1_rate"), name + ".m1_rate", task,
            COMPONENT, stream, rate);
        samplers.add(rate::sample);
    }
}
