package org.apache.storm.metrics2.reporters;

import com.codahale.metrics.MetricRegistry;
import com.codahale.metrics.Reporter;
import java.util.Map;
import org.apache.storm.metrics2.MetricRegistryProvider;

/** A metrics v2 reporter listed in {@code topology.metrics.reporters}: prepared with the worker's registry. */
public interface StormReporter extends Reporter {
    String REPORT_PERIOD = "report.period";
    String REPORT_PERIOD_UNITS = "report.period.units";
    String REPORT_DIMENSIONS_ENABLED = "report.dimensions.enabled";

    void prepare(MetricRegistry metricsRegistry, Map<String, Object> topoConf, Map<String, Object> reporterConf);

    /**
     * What the worker calls: reporters that report with dimensions ({@code report.dimensions.enabled}) override it to
     * read the registry's task metric groups; others get the plain registry.
     */
    default void prepare(MetricRegistryProvider metricRegistryProvider, Map<String, Object> topoConf,
                         Map<String, Object> reporterConf) {
        prepare(metricRegistryProvider.getRegistry(), topoConf, reporterConf);
    }

    void start();

    void stop();
}
