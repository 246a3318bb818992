package io.github.stormmc.metrics;

import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.Collections;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The JVM's threads by state, and its deadlocks, read at most once per {@link #MAX_AGE_NANOS} for all the gauges that
 * show them. Each read is a pass of the JVM over every thread, and finding deadlocks stops them all at a safepoint:
 * one read per state gauge and per deadlock gauge made every scrape or report stop the executors eight times.
 */
final class ThreadSnapshot {
    static final long MAX_AGE_NANOS = TimeUnit.SECONDS.toNanos(1);
    private final ThreadMXBean threads;
    private final LongSupplier clock;
    private long readAt;
    private boolean read;
    private Map<Thread.State, Long> states = Map.of();
    private Set<String> deadlocks = Set.of();

    ThreadSnapshot(ThreadMXBean threads, LongSupplier clock) {
        this.threads = threads;
        this.clock = clock;
    }

    synchronized long count(Thread.State state) {
        refresh();
        return states.getOrDefault(state, 0L);
    }

    synchronized Set<String> deadlocks() {
        refresh();
        return deadlocks;
    }

    private void refresh() {
        long now = clock.getAsLong();
        if (read && now - readAt < MAX_AGE_NANOS) {
            return;
        }
        Map<Thread.State, Long> byState = new EnumMap<>(Thread.State.class);
        for (ThreadInfo info : threads.getThreadInfo(threads.getAllThreadIds())) {
            if (info != null) {
                byState.merge(info.getThreadState(), 1L, Long::sum);
            }
        }
        states = byState;
        deadlocks = findDeadlocks();
        readAt = now;
        read = true;
    }

    /**
     * The threads deadlocked on monitors or ownable synchronizers, each as its name, what it waits for and its
     * stack; empty when none (what Storm's {@code threads.deadlocks} shows).
     */
    private Set<String> findDeadlocks() {
        long[] ids = threads.findDeadlockedThreads();
        if (ids == null) {
            return Set.of();
        }
        Set<String> result = new HashSet<>();
        for (ThreadInfo info : threads.getThreadInfo(ids, 100)) {
            if (info == null) {
                continue;
            }
            StringBuilder line = new StringBuilder(info.getThreadName()).append(" locked on ")
                .append(info.getLockName()).append(" (owned by ").append(info.getLockOwnerName()).append("):");
            for (StackTraceElement e : info.getStackTrace()) {
                line.append("\n\t at ").append(e);
            }
            result.add(line.toString());
        }
        return Collections.unmodifiableSet(result);
    }
}
