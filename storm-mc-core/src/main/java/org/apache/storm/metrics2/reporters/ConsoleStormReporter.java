package org.apache.storm.metrics2.reporters;

import com.codahale.metrics.ConsoleReporter;
import com.codahale.metrics.MetricFilter;
import com.codahale.metrics.MetricRegistry;
import com.codahale.metrics.ScheduledReporter;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.storm.metrics2.DimensionalReporter;
import org.apache.storm.metrics2.MetricRegistryProvider;

/**
 * Prints the worker's v2 metrics to standard output every report period. With {@code report.dimensions.enabled:
 * true} it prints each group of task metrics under their short names, after a "Using dimensions: " header listing
 * the group's dimensions one {@code key : value} line each, as Storm's does.
 */
public class ConsoleStormReporter extends ScheduledStormReporter implements DimensionalReporter.DimensionHandler {

    public ConsoleStormReporter() {
    }

    @Override
    public void prepare(MetricRegistry registry, Map<String, Object> topoConf, Map<String, Object> reporterConf) {
        init(registry, null, reporterConf);
    }

    @Override
    public void prepare(MetricRegistryProvider provider, Map<String, Object> topoConf, Map<String, Object> reporterConf) {
        init(provider.getRegistry(), provider, reporterConf);
    }

    private void init(MetricRegistry registry, MetricRegistryProvider provider, Map<String, Object> reporterConf) {
        reportingPeriod = getReportPeriod(reporterConf);
        reportingPeriodUnit = getReportPeriodUnit(reporterConf);
        MetricFilter filter = getMetricsFilter(reporterConf);
        TimeUnit rateUnit = ReporterUnits.rate(reporterConf);
        TimeUnit durationUnit = ReporterUnits.duration(reporterConf);
        ScheduledReporter console = ConsoleReporter.forRegistry(registry)
            .outputTo(System.out)
            .convertRatesTo(rateUnit)
            .convertDurationsTo(durationUnit)
            .filter(filter == null ? MetricFilter.ALL : filter)
            .build();
        if (!isReportDimensionsEnabled(reporterConf)) {
            reporter = console;
            return;
        }
        if (provider == null) {
            throw new IllegalStateException("ConsoleStormReporter reports dimensions ("
                + REPORT_DIMENSIONS_ENABLED + ") only when prepared with a MetricRegistryProvider");
        }
        reporter = new DimensionalReporter(provider, console, this, "ConsoleDimensionalReporter", filter, rateUnit,
            durationUnit, null, true);
    }

    /** Prints the dimensions of the group whose metrics follow. */
    @Override
    public void setDimensions(Map<String, String> dimensions) {
        System.out.println("Using dimensions: ");
        for (Map.Entry<String, String> e : dimensions.entrySet()) {
            System.out.println(e.getKey() + " : " + e.getValue());
        }
    }
}
