package io.github.stormmc.metrics;

import com.codahale.metrics.Gauge;
import io.github.stormmc.queue.ReceiveQueue;
import io.github.stormmc.stats.CounterMap;
import io.github.stormmc.stats.ExecutorStats;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.apache.storm.metrics2.StormMetricRegistry;

/**
 * One executor's built-in metrics in the v2 registry, under Storm's names: per stream {@code __emit-count-<stream>},
 * {@code __transfer-count-<stream>}, for spouts {@code __ack-count-<stream>}, {@code __fail-count-<stream>},
 * {@code __complete-latency-<stream>}, for bolts per input {@code __execute-count-<component>:<stream>},
 * {@code __ack-count-…}, {@code __fail-count-…}, {@code __execute-latency-…}; each count with its {@code .m1_rate}
 * gauge. They read the executor's exact counters. Storm keeps them per task; Storm-MC counts per executor and shows
 * them under the executor's first task, as its v1 built-in metrics do. The receive queue gauges
 * ({@code receive-queue-capacity}, {@code -population}, {@code -pct_full}, {@code -overflow}) are registered for every
 * task, as in Storm where the tasks of an executor share its queue.
 *
 * <p>Streams appear when first used, so {@link #refresh} (the worker's metrics timer) registers what is new.
 */
final class ExecutorBuiltins {
    private final StormMetricRegistry registry;
    private final StormMetricNames names;
    private final String componentId;
    private final int firstTask;
    private final boolean spout;
    private final ExecutorStats stats;
    private final Set<String> known = new HashSet<>();
    private final List<OneMinuteRate> rates;

    ExecutorBuiltins(StormMetricRegistry registry, String componentId, int firstTask, int lastTask, boolean spout,
                     ExecutorStats stats, ReceiveQueue queue, List<OneMinuteRate> rates) {
        this.registry = registry;
        this.names = registry.names();
        this.componentId = componentId;
        this.firstTask = firstTask;
        this.spout = spout;
        this.stats = stats;
        this.rates = rates;
        for (int task = firstTask; task <= lastTask; task++) {
            queueGauge(task, "capacity", queue::capacity);
            queueGauge(task, "population", queue::population);
            queueGauge(task, "pct_full", () -> (float) queue.population() / queue.capacity());
            queueGauge(task, "overflow", queue::overflowSize);
        }
    }

    private <T> void queueGauge(int task, String what, Gauge<T> gauge) {
        String name = "receive-queue-" + what;
        registry.register(names.workerMetric(componentId, task, name), name, task, gauge);
    }

    /** Registers the metrics of streams and inputs used since the last call. Metrics timer only. */
    void refresh() {
        counts("__emit-count", stats.emitted(), false);
        counts("__transfer-count", stats.transferred(), false);
        counts("__ack-count", stats.acked(), !spout);
        counts("__fail-count", stats.failed(), !spout);
        if (!spout) {
            counts("__execute-count", stats.executed(), true);
        }
        String latency = spout ? "__complete-latency" : "__execute-latency";
        stats.latencySamples().forEach((key, samples) -> {
            String suffix = suffix(key, !spout);
            if (known.add(latency + "-" + suffix)) {
                registry.register(names.workerMetric(componentId, stream(key, !spout), firstTask, latency + "-" + suffix),
                    latency + "-" + suffix, firstTask, new MeanLatency(stats.latencyNanos().get(key), samples));
            }
        });
    }

    private void counts(String metric, CounterMap counters, boolean byInput) {
        counters.forEach((key, counter) -> {
            String name = metric + "-" + suffix(key, byInput);
            if (known.add(name)) {
                String stream = stream(key, byInput);
                registry.register(names.workerMetric(componentId, stream, firstTask, name), name, firstTask,
                    new CounterView(counter));
                OneMinuteRate rate = new OneMinuteRate(counter::get);
                registry.register(names.workerMetric(componentId, stream, firstTask, name + ".m1_rate"),
                    name + ".m1_rate", firstTask, rate);
                rates.add(rate);
            }
        });
    }

    /** "component:stream" for a bolt input (Storm's key), the stream id otherwise. */
    private static String suffix(String key, boolean byInput) {
        if (!byInput) {
            return key;
        }
        String[] parts = ExecutorStats.splitInputKey(key);
        return parts[0] + ":" + parts[1];
    }

    /** The stream a metric belongs to in its long name: for a bolt input, the input's stream. */
    private static String stream(String key, boolean byInput) {
        return byInput ? ExecutorStats.splitInputKey(key)[1] : key;
    }
}
