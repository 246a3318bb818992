package io.github.stormmc.status;

import io.github.stormmc.stats.ExecutorStats;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Two samples of one executor, {@code before} and {@code after}: the change between them per second is a rate, and
 * executed tuples times their average execute latency over the elapsed time is the executor's capacity (Storm UI's
 * share of time busy executing).
 */
record RateWindow(ExecutorSample before, ExecutorSample after) {

    double seconds() {
        return Math.max(0, after.nanos() - before.nanos()) / 1e9;
    }

    /** Emitted tuples per second on the streams that pass the filter. */
    double emitRate(Predicate<String> stream) {
        return perSecond(delta(before.emitted(), after.emitted(), stream));
    }

    /** Executed tuples per second from the inputs (component, stream) that pass the filter. */
    double executeRate(Predicate<String[]> input) {
        return perSecond(delta(before.executed(), after.executed(), key -> input.test(ExecutorStats.splitInputKey(key))));
    }

    /** Executed tuples per second by input key, for the inputs executed in the window. */
    Map<String, Double> executeRateByInput() {
        Map<String, Double> rates = new java.util.TreeMap<>();
        for (String key : after.executed().keySet()) {
            rates.put(key, perSecond(delta(before.executed(), after.executed(), key::equals)));
        }
        return rates;
    }

    /**
     * Share of the window spent executing, 0..1 (more when latencies were sampled unevenly). Uses the window's sampled
     * average latency, or the all-time average when the window sampled none.
     */
    double capacity() {
        double seconds = seconds();
        if (seconds <= 0) {
            return 0;
        }
        long executed = after.executedTotal() - before.executedTotal();
        long samples = after.latencySamples() - before.latencySamples();
        double avgNanos;
        if (samples > 0) {
            avgNanos = (double) (after.latencyNanos() - before.latencyNanos()) / samples;
        } else if (after.latencySamples() > 0) {
            avgNanos = (double) after.latencyNanos() / after.latencySamples();
        } else {
            return 0;
        }
        return executed * avgNanos / 1e9 / seconds;
    }

    private double perSecond(long delta) {
        double seconds = seconds();
        return seconds <= 0 ? 0 : delta / seconds;
    }

    private static long delta(Map<String, Long> before, Map<String, Long> after, Predicate<String> keep) {
        long delta = 0;
        for (Map.Entry<String, Long> e : after.entrySet()) {
            if (keep.test(e.getKey())) {
                delta += e.getValue() - before.getOrDefault(e.getKey(), 0L);
            }
        }
        return Math.max(0, delta);
    }
}
