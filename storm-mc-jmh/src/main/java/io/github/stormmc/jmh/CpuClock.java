package io.github.stormmc.jmh;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * CPU time consumed so far, by the whole process and by single threads. Wall-clock throughput hides how much CPU a
 * waiting thread burns; on a machine with fewer cores than busy threads that burnt CPU is taken from other threads,
 * so the benchmarks that compare wait strategies report it next to their score.
 */
public final class CpuClock {
    private static final com.sun.management.OperatingSystemMXBean OS =
        (com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private CpuClock() {
    }

    /** CPU nanoseconds used by all threads of this JVM (application, JIT, GC). */
    public static long processNanos() {
        return OS.getProcessCpuTime();
    }

    /** CPU nanoseconds used by one live thread, or -1 if it has died or the JVM cannot tell. */
    public static long threadNanos(Thread thread) {
        return THREADS.getThreadCpuTime(thread.getId());
    }
}
