package io.github.stormmc.benchmarks.enron;

import java.util.ArrayList;
import java.util.List;

/** The consolidated intervals the global metrics bolt completed in this JVM. */
public final class GlobalMetricsResults {

    private static final List<IntervalTotals> COMPLETED = new ArrayList<>();

    private GlobalMetricsResults() {
    }

    public static synchronized void add(IntervalTotals totals) {
        COMPLETED.add(totals);
    }

    public static synchronized List<IntervalTotals> completed() {
        return List.copyOf(COMPLETED);
    }

    public static synchronized void clear() {
        COMPLETED.clear();
    }
}
