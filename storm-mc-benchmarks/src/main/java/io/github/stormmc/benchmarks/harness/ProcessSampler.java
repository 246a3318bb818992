package io.github.stormmc.benchmarks.harness;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Samples this JVM: CPU time (all threads, from the OS), resident set size ({@code /proc/self/status} VmRSS) and
 * live thread count. The harness samples once a second during the measured window, as the report sampled top.
 */
final class ProcessSampler {

    private static final Path STATUS = Path.of("/proc/self/status");

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
