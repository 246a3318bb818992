package org.apache.storm.metrics2;

import com.codahale.metrics.Counter;
import com.codahale.metrics.Gauge;
import com.codahale.metrics.Histogram;
import com.codahale.metrics.Meter;
import com.codahale.metrics.MetricFilter;
import com.codahale.metrics.ScheduledReporter;
import com.codahale.metrics.Timer;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/** The metrics of one {@link TaskMetricDimensions} group, by short name, reported together. */
public class TaskMetricRepo {
    @SuppressWarnings("rawtypes")
    private final Map<String, Gauge> gauges = new ConcurrentHashMap<>();
    private final Map<String, Counter> counters = new ConcurrentHashMap<>();
    private final Map<String, Histogram> histograms = new ConcurrentHashMap<>();
    private final Map<String, Meter> meters = new ConcurrentHashMap<>();
    private final Map<String, Timer> timers = new ConcurrentHashMap<>();

    public void addCounter(String name, Counter counter) {
        counters.put(name, counter);
    }

    @SuppressWarnings("rawtypes")
    public void addGauge(String name, Gauge gauge) {
        gauges.put(name, gauge);
    }

    public void addMeter(String name, Meter meter) {
        meters.put(name, meter);
    }

    public void addHistogram(String name, Histogram histogram) {
        histograms.put(name, histogram);
    }

    public void addTimer(String name, Timer timer) {
        timers.put(name, timer);
    }

    /** Hands the group's metrics that pass {@code filter} (all when null) to {@code reporter}, by short name. */
    @SuppressWarnings("rawtypes")
    public void report(ScheduledReporter reporter, MetricFilter filter) {
        MetricFilter f = filter == null ? MetricFilter.ALL : filter;
        reporter.report(select(gauges, f), select(counters, f), select(histograms, f), select(meters, f),
            select(timers, f));
    }

    private static <M extends com.codahale.metrics.Metric> SortedMap<String, M> select(Map<String, M> metrics,
                                                                                      MetricFilter filter) {
        SortedMap<String, M> selected = new TreeMap<>();
        metrics.forEach((name, metric) -> {
            if (filter.matches(name, metric)) {
                selected.put(name, metric);
            }
        });
        return selected;
    }

    void degister(MetricFilter filter) {
        gauges.entrySet().removeIf(e -> filter.matches(e.getKey(), e.getValue()));
        counters.entrySet().removeIf(e -> filter.matches(e.getKey(), e.getValue()));
        histograms.entrySet().removeIf(e -> filter.matches(e.getKey(), e.getValue()));
        meters.entrySet().removeIf(e -> filter.matches(e.getKey(), e.getValue()));
        timers.entrySet().removeIf(e -> filter.matches(e.getKey(), e.getValue()));
    }

    boolean isEmpty() {
        return gauges.isEmpty() && counters.isEmpty() && histograms.isEmpty() && meters.isEmpty() && timers.isEmpty();
    }
}
