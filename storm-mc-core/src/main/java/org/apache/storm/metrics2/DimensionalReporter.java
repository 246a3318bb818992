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
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Reports with dimensions ({@code report.dimensions.enabled}): each period, for every group of task metrics of the
 * registry ({@link MetricRegistryProvider#getTaskMetrics()}), tells the {@link DimensionHandler} the group's
 * dimensions, then has the wrapped reporter (never started itself) report the group's metrics under their short
 * names ({@code __emit-count-default}, not the dotted long name).
 */
public class DimensionalReporter extends ScheduledReporter {
    private final ScheduledReporter underlyingReporter;
    private final MetricRegistryProvider metricRegistryProvider;
    private final MetricFilter filter;
    private final DimensionHandler dimensionHandler;

    public DimensionalReporter(MetricRegistryProvider metricRegistryProvider, ScheduledReporter unstartedReporter,
                               DimensionHandler dimensionHandler, String name, MetricFilter filter, TimeUnit rateUnit,
                               TimeUnit durationUnit, ScheduledExecutorService executor,
                               boolean shutdownExecutorOnStop) {
        super(metricRegistryProvider.getRegistry(), name, filter == null ? MetricFilter.ALL : filter, rateUnit,
            durationUnit, executor, shutdownExecutorOnStop);
        this.underlyingReporter = unstartedReporter;
        this.metricRegistryProvider = metricRegistryProvider;
        this.filter = filter;
        this.dimensionHandler = dimensionHandler;
    }

    @Override
    @SuppressWarnings("rawtypes")
    public void report(SortedMap<String, Gauge> gauges, SortedMap<String, Counter> counters,
                       SortedMap<String, Histogram> histograms, SortedMap<String, Meter> meters,
                       SortedMap<String, Timer> timers) {
        report();
    }

    @Override
    public void report() {
        for (Map.Entry<TaskMetricDimensions, TaskMetricRepo> group : metricRegistryProvider.getTaskMetrics().entrySet()) {
            if (dimensionHandler != null) {
                dimensionHandler.setDimensions(group.getKey().getDimensions());
            }
            group.getValue().report(underlyingReporter, filter);
        }
    }

    /** Told a group's dimensions just before its metrics are reported. */
    public interface DimensionHandler {
        void setDimensions(Map<String, String> dimensions);
    }
}
