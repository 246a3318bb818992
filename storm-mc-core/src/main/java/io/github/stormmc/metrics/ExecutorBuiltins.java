package io.github.stormmc.metrics;

import com.codahale.metrics.Gauge;
import com.codahale.metrics.Metric;
import io.github.stormmc.queue.ReceiveQueue;
import io.github.stormmc.stats.Counter;
import io.github.stormmc.stats.CounterMap;
import io.github.stormmc.stats.ExecutorStats;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.LongSupplier;
import org.apache.storm.metrics2.StormMetricRegistry;

/**
 * One executor's built-in metrics in the v2 registry, under Storm's names: per stream {@code __emit-count-<stream>},
 * {@code __transfer-count-<stream>}, for spouts {@code __ack-count-<stream>}, {@code __fail-count-<stream>},
 * {@code __complete-latency-<stream>}, for bolts per input {@code __execute-count-<component>:<stream>},
 * {@code __ack-count-…}, {@code __fail-count-…}, {@code __execute-latency-…}, {@code __process-latency-…}; each count
 * with its {@code .m1_rate} gauge. They read the executor's exact counters. Storm keeps them per task; Storm-MC counts
 * per executor and shows them under the executor's first task, as its v1 built-in metrics do. So are
 * {@code __reported-error-count}, a bolt's {@code __capacity} and a spout's {@code __skipped-*-ms}. The receive
 * queue gauges ({@code receive-queue-*}) and {@code __backpressure-last-overflow-count} are registered for every
 * task, as in Storm where the tasks of an executor share its queue.
 *
 * <p>The acking streams ({@code __ack_init} of a spout, {@code __ack_ack} and {@code __ack_fail} of a bolt) count
 * the messages Storm's tasks would send to an acker: Storm-MC updates its tuple trees in place instead.
 *
 * <p>Streams appear when first used, so {@link #refresh} (the worker's metrics timer) registers what is new.
 */
final class ExecutorBuiltins {
    /** Storm's queue rates (arrivals, insert failures) look at the last 10 seconds. */
    private static final int QUEUE_RATE_SECS = 10;
    private final StormMetricRegistry registry;
    private final StormMetricNames names;
    private final String componentId;
    private final int firstTask;
    private final boolean spout;
    private final ExecutorStats stats;
    private final Set<String> known = new HashSet<>();
    private final List<Runnable> samplers;

    ExecutorBuiltins(StormMetricRegistry registry, String componentId, int firstTask, int lastTask, boolean spout,
                     ExecutorStats stats, ReceiveQueue queue, LongSupplier reportedErrors, List<Runnable> samplers) {
        this.registry = registry;
        this.names = registry.names();
        this.componentId = componentId;
        this.firstTask = firstTask;
        this.spout = spout;
        this.stats = stats;
        this.samplers = samplers;
        OneMinuteRate arrivals = OneMinuteRate.over(QUEUE_RATE_SECS, queue::arrivals);
        OneMinuteRate insertFailures = OneMinuteRate.over(QUEUE_RATE_SECS, queue::insertFailures);
        samplers.add(arrivals::sample);
        samplers.add(insertFailures::sample);
        for (int task = firstTask; task <= lastTask; task++) {
            queueGauge(task, "capacity", queue::capacity);
            queueGauge(task, "population", queue::population);
            queueGauge(task, "pct_full", () -> (float) queue.population() / queue.capacity());
            queueGauge(task, "overflow", queue::overflowSize);
            queueGauge(task, "arrival_rate_secs", arrivals);
            // Little's law, as Storm estimates it: what is queued over the arrival rate
            queueGauge(task, "sojourn_time_ms",
                () -> queue.population() / Math.max(arrivals.getValue(), 0.00001) * 1000.0);
            queueGauge(task, "insert_failures", insertFailures);
            // the queue never drops a message: a producer facing a full ring waits, or (cycles) overflows
            queueGauge(task, "dropped_messages", () -> 0L);
            register(null, task, "__backpressure-last-overflow-count", (Gauge<Integer>) () ->
                queue.producersWaiting() || queue.overflowSize() > 0 ? Math.max(1, queue.overflowSize()) : 0);
        }
        rateCounted(null, "__reported-error-count", reportedErrors);
        if (spout) {
            rateCounted(null, "__skipped-max-spout-ms", millis(stats.skippedMaxSpoutNanos()));
            rateCounted(null, "__skipped-inactive-ms", millis(stats.skippedInactiveNanos()));
            rateCounted(null, "__skipped-backpressure-ms", millis(stats.backpressureNanos()));
        }
    }

    private static LongSupplier millis(Counter nanos) {
        return () -> nanos.get() / 1_000_000L;
    }

    private <T> void queueGauge(int task, String what, Gauge<T> gauge) {
        register(null, task, "receive-queue-" + what, gauge);
    }

    /** Registers under the executor's component; {@code stream} null for a metric of the task as a whole. */
    private void register(String stream, int task, String name, Metric metric) {
        String longName = stream == null ? names.workerMetric(componentId, task, name)
            : names.workerMetric(componentId, stream, task, name);
        registry.register(longName, name, task, componentId, stream, metric);
    }

    /** A count and its {@code .m1_rate}, as Storm's rate counters are registered. */
    private void rateCounted(String stream, String name, LongSupplier count) {
        register(stream, firstTask, name, new SumView(count));
        OneMinuteRate rate = new OneMinuteRate(count);
        register(stream, firstTask, name + ".m1_rate", rate);
        samplers.add(rate::sample);
    }

    /** Registers the metrics of streams and inputs used since the last call. Metrics timer only. */
    void refresh() {
        counts("__emit-count", stats.emitted(), false);
        counts("__transfer-count", stats.transferred(), false);
        counts("__ack-count", stats.acked(), !spout);
        counts("__fail-count", stats.failed(), !spout);
        // an acker message goes to exactly one acker task: transferred as often as emitted
        counts("__emit-count", stats.ackerMessages(), false);
        counts("__transfer-count", stats.ackerMessages(), false);
        if (!spout) {
            counts("__execute-count", stats.executed(), true);
            if (!known.contains("__capacity") && Capacity.started(stats.executed())) {
                known.add("__capacity");
                Capacity capacity = new Capacity(stats);
                samplers.add(capacity::sample);
                // the whole executor's, under the default stream as in Storm
                register("default", firstTask, "__capacity", capacity);
            }
        }
        String latency = spout ? "__complete-latency" : "__execute-latency";
        latencies(latency, stats.latencyNanos(), stats.latencySamples());
        if (!spout) {
            latencies("__process-latency", stats.processNanos(), stats.processSamples());
        }
    }

    /** A latency gauge per key, once the key has a sample (Storm registers it with its first value). */
    private void latencies(String metric, CounterMap nanos, CounterMap samples) {
        samples.forEach((key, count) -> {
            String name = metric + "-" + suffix(key, !spout);
            if (count.get() > 0 && known.add(name)) {
                register(stream(key, !spout), firstTask, name, new MeanLatency(nanos.get(key), count));
            }
        });
    }

    private void counts(String metric, CounterMap counters, boolean byInput) {
        counters.forEach((key, counter) -> {
            String name = metric + "-" + suffix(key, byInput);
            if (counter.get() > 0 && known.add(name)) {
                rateCounted(stream(key, byInput), name, counter::get);
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
