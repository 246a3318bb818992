package io.github.stormmc.metrics;

import io.github.stormmc.queue.ReceiveQueue;
import io.github.stormmc.stats.CounterMap;
import io.github.stormmc.stats.ExecutorStats;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.metric.api.IMetricsConsumer.DataPoint;

/**
 * Storm's built-in per-component metrics, derived from an executor's exact counters as the change since the last
 * report: {@code __emit-count}, {@code __transfer-count}, {@code __ack-count}, {@code __fail-count},
 * {@code __execute-count}, {@code __execute-latency} (bolts, ms), {@code __complete-latency} (spouts, ms) and
 * {@code __receive} (queue fill). Storm reports them per task; Storm-MC counts per executor and reports them under
 * the executor's first task. Executor thread only.
 */
final class BuiltinMetrics {
    private final ExecutorStats stats;
    private final ReceiveQueue queue;
    private final boolean spout;
    private final Map<String, Map<String, Long>> last = new HashMap<>();

    BuiltinMetrics(ExecutorStats stats, ReceiveQueue queue, boolean spout) {
        this.stats = stats;
        this.queue = queue;
        this.spout = spout;
    }

    void addTo(List<DataPoint> points) {
        points.add(new DataPoint("__emit-count", delta("emit", stats.emitted())));
        points.add(new DataPoint("__transfer-count", delta("transfer", stats.transferred())));
        points.add(new DataPoint("__ack-count", keyed(delta("ack", stats.acked()))));
        points.add(new DataPoint("__fail-count", keyed(delta("fail", stats.failed()))));
        Map<String, Long> nanos = keyed(delta("latency", stats.latencyNanos()));
        Map<String, Long> samples = keyed(delta("samples", stats.latencySamples()));
        Map<String, Double> latency = new HashMap<>();
        nanos.forEach((k, v) -> {
            Long n = samples.get(k);
            latency.put(k, n == null || n == 0 ? 0.0 : v / 1e6 / n);
        });
        if (spout) {
            points.add(new DataPoint("__complete-latency", latency));
        } else {
            points.add(new DataPoint("__execute-count", keyed(delta("execute", stats.executed()))));
            points.add(new DataPoint("__execute-latency", latency));
        }
        Map<String, Object> receive = new HashMap<>();
        receive.put("capacity", queue.capacity());
        receive.put("population", queue.population());
        receive.put("overflow", queue.overflowSize());
        points.add(new DataPoint("__receive", receive));
    }

    private Map<String, Long> delta(String name, CounterMap counters) {
        Map<String, Long> now = counters.snapshot();
        Map<String, Long> before = last.getOrDefault(name, Map.of());
        Map<String, Long> delta = new HashMap<>();
        now.forEach((k, v) -> delta.put(k, v - before.getOrDefault(k, 0L)));
        last.put(name, now);
        return delta;
    }

    /** Bolt-side keys are "component\0stream" internally; Storm names them "component:stream". */
    private static Map<String, Long> keyed(Map<String, Long> raw) {
        Map<String, Long> result = new HashMap<>();
        raw.forEach((k, v) -> result.put(k.replace('\u0000', ':'), v));
        return result;
    }
}
