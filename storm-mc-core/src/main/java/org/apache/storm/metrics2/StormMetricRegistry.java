package org.apache.storm.metrics2;

import com.codahale.metrics.Counter;
import com.codahale.metrics.Gauge;
import com.codahale.metrics.Histogram;
import com.codahale.metrics.Meter;
import com.codahale.metrics.Metric;
import com.codahale.metrics.MetricRegistry;
import com.codahale.metrics.MetricSet;
import com.codahale.metrics.Timer;
import io.github.stormmc.metrics.StormMetricNames;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.apache.storm.task.TopologyContext;

/**
 * A worker's Dropwizard registry for metrics v2, naming metrics as Storm does: a task's own metric is
 * {@code storm.topology.<topology id>.<host>.<component>.<task>.<port>-<name>}, and the engine's built-in metrics use
 * the {@code storm.worker.} forms of {@link StormMetricNames}. Reporters read {@link #getRegistry()}; the short names
 * are kept per task for the metrics tick that hands v2 metrics to v1 consumers, and per task, component and stream
 * ({@link #getTaskMetrics()}) for reporters with {@code report.dimensions.enabled}.
 */
public class StormMetricRegistry implements MetricRegistryProvider {
    private final MetricRegistry registry = new MetricRegistry();
    private final ConcurrentMap<Integer, Map<String, Metric>> byTask = new ConcurrentHashMap<>();
    /** The same metrics grouped by task, component and stream, for reporters with dimensions. */
    private final ConcurrentMap<TaskMetricDimensions, TaskMetricRepo> taskMetrics = new ConcurrentHashMap<>();
    private volatile StormMetricNames names = StormMetricNames.UNBOUND;

    public StormMetricRegistry() {
    }

    /** Storm-MC: the topology, host and port that long names carry; set by the worker before any task prepares. */
    public void bindWorker(StormMetricNames workerNames) {
        this.names = workerNames;
    }

    /** Storm-MC: the naming of this registry's worker. */
    public StormMetricNames names() {
        return names;
    }

    public Counter counter(String name, TopologyContext context) {
        return register(taskName(name, context), name, context.getThisTaskId(), context.getThisComponentId(), null,
            new Counter());
    }

    public Meter meter(String name, TopologyContext context) {
        return register(taskName(name, context), name, context.getThisTaskId(), context.getThisComponentId(), null,
            new Meter());
    }

    public Timer timer(String name, TopologyContext context) {
        return register(taskName(name, context), name, context.getThisTaskId(), context.getThisComponentId(), null,
            new Timer());
    }

    public Histogram histogram(String name, TopologyContext context) {
        return register(taskName(name, context), name, context.getThisTaskId(), context.getThisComponentId(), null,
            new Histogram(new com.codahale.metrics.ExponentiallyDecayingReservoir()));
    }

    public <T> Gauge<T> gauge(String name, Gauge<T> gauge, TopologyContext context) {
        return register(taskName(name, context), name, context.getThisTaskId(), context.getThisComponentId(), null,
            gauge);
    }

    public void metricSet(String prefix, MetricSet set, TopologyContext context) {
        // one by one, so that getTaskGauges and friends see each member
        for (Map.Entry<String, Metric> e : set.getMetrics().entrySet()) {
            String name = prefix + "." + e.getKey();
            register(taskName(name, context), name, context.getThisTaskId(), context.getThisComponentId(), null,
                e.getValue());
        }
    }

    /**
     * Storm-MC: registers a metric of one task under a full name the caller built (the engine's built-in metrics);
     * {@code shortName} is what v1 consumers see.
     */
    public <M extends Metric> M register(String longName, String shortName, int taskId, M metric) {
        return register(longName, shortName, taskId, null, null, metric);
    }

    /**
     * Storm-MC: {@link #register(String, String, int, Metric)}, with the component and stream (either may be null)
     * that group the metric for reporters with dimensions.
     */
    @SuppressWarnings("rawtypes")
    public <M extends Metric> M register(String longName, String shortName, int taskId, String componentId,
                                         String streamId, M metric) {
        M registered = registry.register(longName, metric);
        byTask.computeIfAbsent(taskId, t -> new ConcurrentHashMap<>()).put(shortName, registered);
        TaskMetricRepo repo = taskMetrics.computeIfAbsent(
            new TaskMetricDimensions(taskId, componentId, streamId, this), d -> new TaskMetricRepo());
        if (registered instanceof Gauge) {
            repo.addGauge(shortName, (Gauge) registered);
        } else if (registered instanceof Counter) {
            repo.addCounter(shortName, (Counter) registered);
        } else if (registered instanceof Timer) {
            repo.addTimer(shortName, (Timer) registered);
        } else if (registered instanceof Meter) {
            repo.addMeter(shortName, (Meter) registered);
        } else if (registered instanceof Histogram) {
            repo.addHistogram(shortName, (Histogram) registered);
        }
        return registered;
    }

    public void deregister(Set<Metric> toRemove) {
        registry.removeMatching((name, metric) -> toRemove.contains(metric));
        byTask.values().forEach(m -> m.values().removeIf(toRemove::contains));
        removeFromGroups(toRemove);
    }

    private void removeFromGroups(Set<Metric> removed) {
        taskMetrics.values().forEach(repo -> repo.degister((name, metric) -> removed.contains(metric)));
        taskMetrics.values().removeIf(TaskMetricRepo::isEmpty);
    }

    @Override
    public Map<TaskMetricDimensions, TaskMetricRepo> getTaskMetrics() {
        return taskMetrics;
    }

    /** Drops every metric a task registered itself (Storm-MC re-creates a task after a crash, and it registers them again). */
    public void removeTaskMetrics(String componentId, int taskId) {
        String marker = StormMetricNames.TOPOLOGY_PREFIX;
        String task = "." + StormMetricNames.underscored(componentId) + "." + taskId + ".";
        Set<Metric> removed = ConcurrentHashMap.newKeySet();
        registry.removeMatching((name, metric) -> {
            boolean own = name.startsWith(marker) && name.contains(task);
            if (own) {
                removed.add(metric);
            }
            return own;
        });
        Map<String, Metric> ofTask = byTask.get(taskId);
        if (ofTask != null) {
            ofTask.values().removeIf(removed::contains);
        }
        removeFromGroups(removed);
    }

    public Map<String, Counter> getTaskCounters(int taskId) {
        return ofType(taskId, Counter.class);
    }

    @SuppressWarnings("rawtypes")
    public Map<String, Gauge> getTaskGauges(int taskId) {
        return ofType(taskId, Gauge.class);
    }

    public Map<String, Histogram> getTaskHistograms(int taskId) {
        return ofType(taskId, Histogram.class);
    }

    public Map<String, Meter> getTaskMeters(int taskId) {
        return ofType(taskId, Meter.class);
    }

    public Map<String, Timer> getTaskTimers(int taskId) {
        return ofType(taskId, Timer.class);
    }

    @Override
    public MetricRegistry getRegistry() {
        return registry;
    }

    private <M> Map<String, M> ofType(int taskId, Class<M> type) {
        Map<String, M> result = new TreeMap<>();
        byTask.getOrDefault(taskId, Map.of()).forEach((name, metric) -> {
            if (type.isInstance(metric)) {
                result.put(name, type.cast(metric));
            }
        });
        return result;
    }

    private String taskName(String name, TopologyContext context) {
        return names.topologyMetric(context.getStormId(), context.getThisComponentId(), context.getThisTaskId(),
            context.getThisWorkerPort() == null ? names.port() : context.getThisWorkerPort(), name);
    }
}
