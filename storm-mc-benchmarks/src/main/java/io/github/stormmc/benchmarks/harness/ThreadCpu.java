package io.github.stormmc.benchmarks.harness;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * CPU time of the threads that run each component, from the JVM's per-thread CPU clocks. Two snapshots bracket the
 * measured window; their difference divided by the tuples the component handled is the CPU one tuple costs on that
 * stage, a figure that does not depend on how the scheduler shares the cores (unlike throughput on a shared 2-core
 * machine). A thread belongs to a component by its name, as each engine names them:
 * <ul>
 *   <li>Storm-MC: {@code stormmc-TOPOLOGY-COMPONENT[first-last]} (a chained bolt runs on, and counts to, its host);
 *   <li>Apache Storm: {@code Thread-N-COMPONENT-executor[first, last]};
 *   <li>the plain hand-over (no engine): {@code handover-COMPONENT-i}.
 * </ul>
 * Threads matching no component (timers, the JIT, the garbage collector) are left out here and counted in the
 * process's CPU per tuple.
 */
record ThreadCpu(Map<String, Long> nanosByComponent) {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    /** CPU nanoseconds so far of every live thread that runs one of {@code components}, summed per component. */
    static ThreadCpu now(List<String> components) {
        Map<String, Long> sums = new TreeMap<>();
        if (!THREADS.isThreadCpuTimeSupported()) {
            return new ThreadCpu(sums);
        }
        if (!THREADS.isThreadCpuTimeEnabled()) {
            THREADS.setThreadCpuTimeEnabled(true);
        }
        // Longest first, so a component whose id ends another's (e.g. "count" and "wordcount") is matched exactly.
        List<String> byLength = components.stream().sorted(Comparator.comparingInt(String::length).reversed()).toList();
        for (ThreadInfo info : THREADS.getThreadInfo(THREADS.getAllThreadIds())) {
            if (info == null) {
                continue; // ended since the list was taken
            }
            String component = componentOf(info.getThreadName(), byLength);
            long nanos = component == null ? -1 : THREADS.getThreadCpuTime(info.getThreadId());
            if (nanos >= 0) {
                sums.merge(component, nanos, Long::sum);
            }
        }
        return new ThreadCpu(sums);
    }

    /** The component a thread runs, by the engines' naming rules; null for any other thread. */
    static String componentOf(String threadName, List<String> components) {
        for (String c : components) {
            if (threadName.startsWith("stormmc-") && threadName.contains("-" + c + "[")
                    || threadName.startsWith("Thread-") && threadName.contains("-" + c + "-executor[")
                    || threadName.startsWith("handover-" + c + "-")) {
                return c;
            }
        }
        return null;
    }

    /**
     * CPU nanoseconds per tuple on each component's threads since {@code start}, for the components that handled
     * tuples: {@code tuples} gives each component's count over the same window. A thread that started or ended
     * inside the window is counted only for the part it was alive at a snapshot, which steady runs never see.
     */
    Map<String, Double> nanosPerTupleSince(ThreadCpu start, Map<String, Long> tuples) {
        Map<String, Double> result = new TreeMap<>();
        nanosByComponent.forEach((component, nanos) -> {
            long count = tuples.getOrDefault(component, 0L);
            if (count > 0) {
                result.put(component, (nanos - start.nanosByComponent.getOrDefault(component, 0L)) / (double) count);
            }
        });
        return result;
    }
}
