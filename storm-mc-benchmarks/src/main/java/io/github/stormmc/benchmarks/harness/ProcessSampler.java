package io.github.stormmc.benchmarks.harness;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Samples this JVM: CPU time (all threads, from the OS; kernel time and context switches from /proc), resident set
 * size ({@code /proc/self/status} VmRSS) and live thread count. The harness samples once a second during the measured window, as the report sampled top.
 */
final class ProcessSampler {

    private static final Path STATUS = Path.of("/proc/self/status");
    private static final Path STAT = Path.of("/proc/self/stat");
    private static final Path TASKS = Path.of("/proc/self/task");
    /** stime's position in /proc/[pid]/stat, counting from 1 as proc(5) does. */
    private static final int STIME_FIELD = 15;
    /** USER_HZ: Linux reports /proc times in 1/100 s on every architecture Java runs on. */
    private static final long CLOCK_TICKS_PER_SECOND = 100;

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private long samples;
    private long rssSumKb;
    private long rssMaxKb;
    private long threadSum;
    private int threadMax;

    /** Process CPU time in nanoseconds, or -1 when the JVM cannot tell. */
    static long cpuNanos() {
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            return os.getProcessCpuTime();
        }
        return -1;
    }

    /**
     * Heap bytes allocated by every thread of this JVM since it started (threads that ended included), or -1 when
     * the JVM cannot tell: the allocation counters behind JFR's and JMH's gc profiler, at no cost to the threads.
     */
    static long allocatedBytes() {
        if (ManagementFactory.getThreadMXBean() instanceof com.sun.management.ThreadMXBean threads
                && threads.isThreadAllocatedMemorySupported() && threads.isThreadAllocatedMemoryEnabled()) {
            return threads.getTotalThreadAllocatedBytes();
        }
        return -1;
    }

    /**
     * Context switches of every live thread of this JVM so far (voluntary, i.e. parks and blocking calls, plus
     * involuntary, i.e. preemptions), from {@code /proc/self/task/*}/status; -1 when /proc is not available. Threads
     * that ended are not counted, so only a window whose threads all outlive it measures exactly.
     */
    static long contextSwitches() {
        long total = 0;
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(TASKS)) {
            for (Path task : tasks) {
                try {
                    for (String line : Files.readAllLines(task.resolve("status"))) {
                        if (line.startsWith("voluntary_ctxt_switches:") || line.startsWith("nonvoluntary_ctxt_switches:")) {
                            total += Long.parseLong(line.substring(line.indexOf(':') + 1).trim());
                        }
                    }
                } catch (IOException ended) {
                    // the thread ended while we listed the directory
                }
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return total;
    }

    /**
     * CPU time this process spent in the kernel (stime of {@code /proc/self/stat}), in nanoseconds; -1 when /proc is
     * not available. Kernel time is where park/unpark wake-ups and preemptions cost: futex calls, scheduling.
     */
    static long systemCpuNanos() {
        try {
            String stat = Files.readString(STAT);
            // Fields after the parenthesised command name, which may itself contain spaces: state is field 3.
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).trim().split("\\s+");
            long ticks = Long.parseLong(f[STIME_FIELD - 3]);
            return ticks * (1_000_000_000L / CLOCK_TICKS_PER_SECOND);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** Live threads of this JVM now (the JVM's own hidden threads, such as JIT compilers, are not counted). */
    static int liveThreads() {
        return ManagementFactory.getThreadMXBean().getThreadCount();
    }

    /**
     * Heap in use right after a full collection, in MB: what the objects still reachable occupy, whatever heap
     * size the collector chose. Requests the collection through {@link System#gc()}, so it must only be called
     * once the measured window has ended.
     */
    static double liveHeapMbAfterGc() {
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed() / (1024.0 * 1024.0);
    }

    /** VmRSS in kB, or -1 when /proc is not available. */
    static long rssKb() {
        try {
            for (String line : Files.readAllLines(STATUS)) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.substring(6).trim().split("\\s+")[0]);
                }
            }
        } catch (IOException | RuntimeException e) {
            return -1;
        }
        return -1;
    }

    void sample() {
        long rss = rssKb();
        int live = threads.getThreadCount();
        samples++;
        rssSumKb += Math.max(0, rss);
        rssMaxKb = Math.max(rssMaxKb, rss);
        threadSum += live;
        threadMax = Math.max(threadMax, live);
    }

    double rssMbAverage() {
        return samples == 0 ? Double.NaN : rssSumKb / 1024.0 / samples;
    }

    double rssMbMax() {
        return rssMaxKb / 1024.0;
    }

    double threadsAverage() {
        return samples == 0 ? Double.NaN : (double) threadSum / samples;
    }

    int threadsMax() {
        return threadMax;
    }
}
