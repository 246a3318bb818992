package io.github.stormmc.benchmarks.enron;

import java.util.HashMap;
import java.util.Map;

/**
 * The global metrics stage's bookkeeping: sums the per-interval figures of the metrics tasks and completes an
 * interval once every task (the quorum) reported it. Completed intervals are forgotten, so memory stays bounded.
 */
public final class IntervalQuorum {

    private final int quorum;
    private final Map<Long, IntervalTotals> pending = new HashMap<>();

    public IntervalQuorum(int quorum) {
        if (quorum <= 0) {
            throw new IllegalArgumentException("quorum must be positive, got " + quorum);
        }
        this.quorum = quorum;
    }

    /** Adds one task's report; returns the interval's totals when this report completed it, else null. */
    public IntervalTotals add(IntervalTotals report) {
        IntervalTotals sum = pending.merge(report.interval(), report, IntervalTotals::plus);
        if (sum.reports() < quorum) {
            return null;
        }
        pending.remove(report.interval());
        return sum;
    }

    public int pendingIntervals() {
        return pending.size();
    }
}
