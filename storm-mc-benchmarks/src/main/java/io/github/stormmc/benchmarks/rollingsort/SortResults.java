package io.github.stormmc.benchmarks.rollingsort;

import java.util.concurrent.atomic.AtomicLong;

/** Outcome of every window sort in this JVM: how many sorts ran, how many were not sorted, how many values. */
public final class SortResults {

    private static final AtomicLong SORTS = new AtomicLong();
    private static final AtomicLong UNSORTED = new AtomicLong();
    private static final AtomicLong VALUES = new AtomicLong();

    private SortResults() {
    }

    public static void record(int values, boolean sorted) {
        SORTS.incrementAndGet();
        VALUES.addAndGet(values);
        if (!sorted) {
            UNSORTED.incrementAndGet();
        }
    }

    public static long sorts() {
        return SORTS.get();
    }

    public static long unsorted() {
        return UNSORTED.get();
    }

    public static long sortedValues() {
        return VALUES.get();
    }
}
