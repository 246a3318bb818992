package org.apache.storm.metrics2.reporters;

import com.codahale.metrics.MetricFilter;
import com.codahale.metrics.MetricRegistry;
import com.codahale.metrics.graphite.Graphite;
import com.codahale.metrics.graphite.GraphiteReporter;
import com.codahale.metrics.graphite.GraphiteSender;
import com.codahale.metrics.graphite.GraphiteUDP;
import java.util.Locale;
import java.util.Map;

/**
 * Sends the worker's v2 metrics to Graphite every report period, in Graphite's plaintext protocol: TCP by default,
 * UDP when {@code graphite.transport} is {@code udp}. Reporter conf: {@code graphite.host}, {@code graphite.port}
 * (both required), {@code graphite.prefixed.with}, {@code rate.unit}, {@code duration.unit}, {@code filter} and the
 * report period keys.
 */
public class GraphiteStormReporter extends ScheduledStormReporter {
    public static final String GRAPHITE_PREFIXED_WITH = "graphite.prefixed.with";
    public static final String GRAPHITE_HOST = "graphite.host";
    public static final String GRAPHITE_PORT = "graphite.port";
    public static final String GRAPHITE_TRANSPORT = "graphite.transport";

    @Override
    public void prepare(MetricRegistry metricsRegistry, Map<String, Object> topoConf,
                        Map<String, Object> reporterConf) {
        reportingPeriod = getReportPeriod(reporterConf);
        reportingPeriodUnit = getReportPeriodUnit(reporterConf);
        MetricFilter filter = getMetricsFilter(reporterConf);
        GraphiteReporter.Builder builder = GraphiteReporter.forRegistry(metricsRegistry)
            .convertRatesTo(ReporterUnits.rate(reporterConf))
            .convertDurationsTo(ReporterUnits.duration(reporterConf))
            .filter(filter == null ? MetricFilter.ALL : filter);
        Object prefix = reporterConf.get(GRAPHITE_PREFIXED_WITH);
        if (prefix != null) {
            builder.prefixedWith(prefix.toString());
        }
        reporter = builder.build(sender(reporterConf));
    }

    private static GraphiteSender sender(Map<String, Object> reporterConf) {
        Object host = reporterConf.get(GRAPHITE_HOST);
        Object port = reporterConf.get(GRAPHITE_PORT);
        if (host == null || port == null) {
            throw new IllegalArgumentException("GraphiteStormReporter needs " + GRAPHITE_HOST + " and "
                + GRAPHITE_PORT + " in its reporter conf, got " + GRAPHITE_HOST + "=" + host + ", "
                + GRAPHITE_PORT + "=" + port);
        }
        int portNumber;
        try {
            portNumber = Integer.parseInt(port.toString().trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Reporter conf " + GRAPHITE_PORT + " '" + port + "' is not a port", e);
        }
        Object transport = reporterConf.getOrDefault(GRAPHITE_TRANSPORT, "tcp");
        switch (transport.toString().toLowerCase(Locale.ROOT)) {
            case "tcp":
                return new Graphite(host.toString(), portNumber);
            case "udp":
                return new GraphiteUDP(host.toString(), portNumber);
            default:
                throw new IllegalArgumentException("Reporter conf " + GRAPHITE_TRANSPORT + " must be tcp or udp, got "
                    + transport);
        }
    }
}
