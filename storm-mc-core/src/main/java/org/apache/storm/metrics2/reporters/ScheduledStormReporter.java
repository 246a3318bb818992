package org.apache.storm.metrics2.reporters;

import com.codahale.metrics.ScheduledReporter;
import java.io.IOException;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.storm.metrics2.filters.StormMetricsFilter;
import org.apache.storm.utils.ObjectReader;

/** Base of reporters that report on a fixed period ({@code report.period}, {@code report.period.units}). */
public abstract class ScheduledStormReporter implements StormReporter {
    protected ScheduledReporter reporter;
    protected long reportingPeriod;
    protected TimeUnit reportingPeriodUnit;

    public ScheduledStormReporter() {
    }

    /** {@code report.period.units}, a TimeUnit name; seconds when absent. */
    public static TimeUnit getReportPeriodUnit(Map<String, Object> reporterConf) {
        Object unit = reporterConf.get(REPORT_PERIOD_UNITS);
        if (unit == null) {
            return TimeUnit.SECONDS;
        }
        try {
            return TimeUnit.valueOf(unit.toString().trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Reporter conf " + REPORT_PERIOD_UNITS + " '" + unit
                + "' is not a java.util.concurrent.TimeUnit name", e);
        }
    }

    /** {@code report.period}; 10 when absent. */
    public static long getReportPeriod(Map<String, Object> reporterConf) {
        return ObjectReader.getInt(reporterConf.get(REPORT_PERIOD), 10);
    }

    public static boolean isReportDimensionsEnabled(Map<String, Object> reporterConf) {
        return ObjectReader.getBoolean(reporterConf.get(REPORT_DIMENSIONS_ENABLED), false);
    }

    /** The {@code filter} entry: a map with a {@code class} naming a {@link StormMetricsFilter}; null when absent. */
    @SuppressWarnings("unchecked")
    public static StormMetricsFilter getMetricsFilter(Map<String, Object> reporterConf) {
        Object filterConf = reporterConf.get("filter");
        if (!(filterConf instanceof Map)) {
            return null;
        }
        Map<String, Object> conf = (Map<String, Object>) filterConf;
        Object className = conf.get("class");
        try {
            StormMetricsFilter filter = (StormMetricsFilter) Class.forName(String.valueOf(className), true,
                Thread.currentThread().getContextClassLoader()).getDeclaredConstructor().newInstance();
            filter.prepare(conf);
            return filter;
        } catch (ReflectiveOperationException | ClassCastException e) {
            throw new IllegalArgumentException("Reporter filter class '" + className
                + "' is not an instantiable org.apache.storm.metrics2.filters.StormMetricsFilter", e);
        }
    }

    @Override
    public void start() {
        if (reporter == null) {
            throw new IllegalStateException("Attempting to start without preparing " + getClass().getSimpleName());
        }
        reporter.start(reportingPeriod, reportingPeriodUnit);
    }

    @Override
    public void stop() {
        if (reporter != null) {
            reporter.stop();
        }
    }

    @Override
    public void close() throws IOException {
        stop();
    }
}
