package org.apache.storm.metrics2.reporters;

import com.codahale.metrics.ConsoleReporter;
import com.codahale.metrics.MetricFilter;
import com.codahale.metrics.MetricRegistry;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Prints the worker's v2 metrics to standard output every report period. */
public class ConsoleStormReporter extends ScheduledStormReporter {

    public ConsoleStormReporter() {
    }

    @Override
    public void prepare(MetricRegistry registry, Map<String, Object> topoConf, Map<String, Object> reporterConf) {
        reportingPeriod = getReportPeriod(reporterConf);
        reportingPeriodUnit = getReportPeriodUnit(reporterConf);
        MetricFilter filter = getMetricsFilter(reporterConf);
        reporter = ConsoleReporter.forRegistry(registry)
            .convertRatesTo(ReporterUnits.rate(reporterConf))
            .convertDurationsTo(ReporterUnits.duration(reporterConf))
            .filter(filter == null ? MetricFilter.ALL : filter)
            .build();
    }
}
