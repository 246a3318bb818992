package io.github.stormmc.status;

import io.github.stormmc.executor.Executor;
import io.github.stormmc.stats.ExecutorStats;
import java.util.Map;

/**
 * One executor's running totals at one instant; two samples give its rates and capacity over the time between them.
 *
 * @param emitted        by stream
 * @param executed       by input key (source component and stream, see {@link ExecutorStats#inputKey})
 * @param latencyNanos   sum of sampled latencies over every key (execute for bolts, complete for spouts)
 * @param latencySamples number of latencies in that sum
 */
record ExecutorSample(long nanos, Map<String, Long> emitted, Map<String, Long> executed, long latencyNanos,
                      long latencySamples) {

    static ExecutorSample of(Executor e, long nanos) {
        ExecutorStats s = e.stats();
        return new ExecutorSample(nanos, s.emitted().snapshot(), s.executed().snapshot(), s.latencyNanos().total(),
            s.latencySamples().total());
    }

    /** Nothing counted yet, at the given instant (an executor's start). */
    static ExecutorSample zero(long nanos) {
        return new ExecutorSample(nanos, Map.of(), Map.of(), 0, 0);
    }

    long executedTotal() {
        return sum(executed);
    }

    static long sum(Map<String, Long> counts) {
        long total = 0;
        for (long v : counts.values()) {
            total += v;
        }
        return total;
    }
}
