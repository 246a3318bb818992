package io.github.stormmc.benchmarks.common;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Registry of every task's {@link TaskMeter} in this JVM. Both engines run a local topology's tasks in the launching
 * JVM, so the harness reads the counts straight from here: exact, unsampled, and free of any engine's statistics
 * path. Tasks register in {@code open}/{@code prepare}; one benchmark runs per JVM, and JMH clears between trials.
 */
public final class Meters {

    private static final Map<String, List<TaskMeter>> BY_COMPONENT = new ConcurrentHashMap<>();

    private Meters() {
    }

    public static TaskMeter register(String component, int taskId) {
        TaskMeter meter = new TaskMeter(component, taskId);
        BY_COMPONENT.computeIfAbsent(component, c -> new CopyOnWriteArrayList<>()).add(meter);
        return meter;
    }

    /** Sum of the counts of the component's tasks (0 for an unknown component). */
    public static long total(String component) {
        long sum = 0;
        for (TaskMeter m : BY_COMPONENT.getOrDefault(component, List.of())) {
            sum += m.count();
        }
        return sum;
    }

    /** Totals of every registered component, sorted by component id. */
    public static Map<String, Long> totals() {
        Map<String, Long> result = new TreeMap<>();
        for (String component : BY_COMPONENT.keySet()) {
            result.put(component, total(component));
        }
        return result;
    }

    /** The earliest first-tuple time over the given components' tasks, 0 if none counted anything yet. */
    public static long firstNanos(List<String> components) {
        long first = 0;
        for (String c : components) {
            for (TaskMeter m : BY_COMPONENT.getOrDefault(c, List.of())) {
                long f = m.firstNanos();
                if (f != 0 && (first == 0 || f - first < 0)) {
                    first = f;
                }
            }
        }
        return first;
    }

    public static List<TaskMeter> meters(String component) {
        return Collections.unmodifiableList(new ArrayList<>(BY_COMPONENT.getOrDefault(component, List.of())));
    }

    public static void clear() {
        BY_COMPONENT.clear();
    }
}
