package org.apache.storm.metrics2.reporters;

import com.codahale.metrics.CsvReporter;
import com.codahale.metrics.MetricFilter;
import com.codahale.metrics.MetricRegistry;
import java.io.File;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Appends the worker's v2 metrics to one CSV file per metric in {@code csv.log.dir} (default
 * {@code <storm.log.dir or java.io.tmpdir>/csvmetrics}) every report period.
 */
public class CsvStormReporter extends ScheduledStormReporter {
    public static final String CSV_LOG_DIR = "csv.log.dir";

    public CsvStormReporter() {
    }

    @Override
    public void prepare(MetricRegistry registry, Map<String, Object> topoConf, Map<String, Object> reporterConf) {
        reportingPeriod = getReportPeriod(reporterConf);
        reportingPeriodUnit = getReportPeriodUnit(reporterConf);
        File dir = csvDir(topoConf, reporterConf);
        if (!dir.isDirectory() && !dir.mkdirs()) {
            throw new IllegalStateException("Cannot create the CSV metrics directory " + dir + " (" + CSV_LOG_DIR + ")");
        }
        MetricFilter filter = getMetricsFilter(reporterConf);
        reporter = CsvReporter.forRegistry(registry)
            .convertRatesTo(ReporterUnits.rate(reporterConf))
            .convertDurationsTo(ReporterUnits.duration(reporterConf))
            .filter(filter == null ? MetricFilter.ALL : filter)
            .build(dir);
    }

    private static File csvDir(Map<String, Object> topoConf, Map<String, Object> reporterConf) {
        Object configured = reporterConf.get(CSV_LOG_DIR);
        if (configured != null) {
            return new File(configured.toString());
        }
        Object logDir = topoConf.get("storm.log.dir");
        String base = logDir != null ? logDir.toString() : System.getProperty("java.io.tmpdir");
        return new File(base, "csvmetrics");
    }
}
