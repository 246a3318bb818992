package io.github.stormmc.prometheus;

import io.prometheus.metrics.config.EscapingScheme;
import io.prometheus.metrics.expositionformats.PrometheusTextFormatWriter;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The Prometheus text exposition format 0.0.4 of the running topologies' v2 metrics, written by Prometheus' client. */
public final class PrometheusText {
    public static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";
    // no _created series: Dropwizard metrics do not know when they were created
    private static final PrometheusTextFormatWriter WRITER = PrometheusTextFormatWriter.builder()
        .setIncludeCreatedTimestamps(false).build();

    private PrometheusText() {
    }

    public static String render(List<RegistryScrape.Source> sources) {
        MetricSnapshots snapshots = RegistryScrape.scrape(sources);
        ByteArrayOutputStream out = new ByteArrayOutputStream(16 * 1024);
        try {
            // names and label names are already legal classic Prometheus names; nothing needs escaping
            WRITER.write(out, snapshots, EscapingScheme.UNDERSCORE_ESCAPING);
        } catch (IOException e) {
            throw new UncheckedIOException(e); // a byte array does not fail
        }
        return out.toString(StandardCharsets.UTF_8);
    }
}
