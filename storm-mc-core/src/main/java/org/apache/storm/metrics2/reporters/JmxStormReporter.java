package org.apache.storm.metrics2.reporters;

import com.codahale.metrics.MetricFilter;
import com.codahale.metrics.MetricRegistry;
import com.codahale.metrics.jmx.JmxReporter;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Publishes the worker's v2 metrics as JMX MBeans in domain {@code jmx.domain} (default Dropwizard's "metrics"). */
public class JmxStormReporter implements StormReporter {
    public static final String JMX_DOMAIN = "jmx.domain";
    private JmxReporter reporter;

    public JmxStormReporter() {
    }

    @SuppressWarnings("rawtypes")
    public static String getMetricsJmxDomain(Map reporterConf) {
        Object domain = reporterConf == null ? null : reporterConf.get(JMX_DOMAIN);
        return domain == null ? null : domain.toString();
    }

    @Override
    public void prepare(MetricRegistry registry, Map<String, Object> topoConf, Map<String, Object> reporterConf) {
        JmxReporter.Builder builder = JmxReporter.forRegistry(registry)
            .convertRatesTo(TimeUnit.SECONDS)
            .convertDurationsTo(TimeUnit.MILLISECONDS);
        String domain = getMetricsJmxDomain(reporterConf);
        if (domain != null) {
            builder.inDomain(domain);
        }
        MetricFilter filter = ScheduledStormReporter.getMetricsFilter(reporterConf);
        reporter = builder.filter(filter == null ? MetricFilter.ALL : filter).build();
    }

    @Override
    public void start() {
        if (reporter == null) {
            throw new IllegalStateException("Attempting to start without preparing JmxStormReporter");
        }
        reporter.start();
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
