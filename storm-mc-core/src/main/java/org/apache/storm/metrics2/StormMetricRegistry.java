package org.apache.storm.metrics2;

import com.codahale.metrics.Counter;
import com.codahale.metrics.Gauge;
import com.codahale.metrics.Histogram;
import com.codahale.metrics.Meter;
import com.codahale.metrics.Metric;
import com.codahale.metrics.MetricRegistry;
import com.codahale.metrics.MetricSet;
import com.codahale.metrics.Timer;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.apache.storm.task.TopologyContext;

/**
 * A worker's Dropwizard registry for metrics v2. Each task's metric is registered under
 * {@code storm.topology.<topology id>.<component>.<task>-<name>}; reporters read {@link #getRegistry()}.
 */
public class StormMetricRegistry {
    private final MetricRegistry registry = new MetricRegistry();

    public StormMetricRegistry() {
    }

    public Counter counter(String name, TopologyContext context) {
        return registry.counter(metricName(name, context));
    }

    public Meter meter(String name, TopologyContext context) {
        return registry.meter(metricName(name, context));
    }

    public Timer timer(String name, TopologyContext context) {
        return registry.timer(metricName(name, context));
    }

    public Histogram histogram(String name, TopologyContext context) {
        return registry.histogram(metricName(name, context));
    }

    public <T> Gauge<T> gauge(String name, Gauge<T> gauge, TopologyContext context) {
        return registry.register(metricName(name, context), gauge);
    }

    public void metricSet(String prefix, MetricSet set, TopologyContext context) {
        for (Map.Entry<String, Metric> e : set.getMetrics().entrySet()) {
            registry.register(metricName(prefix + "." + e.getKey(), context), e.getValue());
        }
    }

    public void deregister(Set<Metric> toRemove) {
        registry.removeMatching((name, metric) -> toRemove.contains(metric));
    }

    /** Drops every metric of one task (Storm-MC re-creates a task after a crash, and it registers them again). */
    public void removeTaskMetrics(String componentId, int taskId) {
        String marker = "." + componentId + "." + taskId + "-";
        registry.removeMatching((name, metric) -> name.contains(marker));
    }

    public Map<String, Counter> getTaskCounters(int taskId) {
        return byTask(registry.getCounters(), taskId);
    }

    public Map<String, Gauge> getTaskGauges(int taskId) {
        return byTask(registry.getGauges(), taskId);
    }

    public Map<String, Histogram> getTaskHistograms(int taskId) {
        return byTask(registry.getHistograms(), taskId);
    }

    public Map<String, Meter> getTaskMeters(int taskId) {
        return byTask(registry.getMeters(), taskId);
    }

    public Map<String, Timer> getTaskTimers(int taskId) {
        return byTask(registry.getTimers(), taskId);
    }

    public MetricRegistry getRegistry() {
        return registry;
    }

    private static <M> Map<String, M> byTask(Map<String, M> metrics, int taskId) {
        Map<String, M> result = new TreeMap<>();
        String marker = "." + taskId + "-";
        metrics.forEach((name, metric) -> {
            int at = name.indexOf(marker);
            if (at >= 0) {
                result.put(name.substring(at + marker.length()), metric);
            }
        });
        return result;
    }

    private static String metricName(String name, TopologyContext context) {
        return "storm.topology." + context.getStormId() + "." + context.getThisComponentId() + "."
            + context.getThisTaskId() + "-" + name;
    }
}
