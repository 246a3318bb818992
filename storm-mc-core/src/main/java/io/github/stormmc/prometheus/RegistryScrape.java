package io.github.stormmc.prometheus;

import com.codahale.metrics.Counter;
import com.codahale.metrics.Gauge;
import com.codahale.metrics.Histogram;
import com.codahale.metrics.Meter;
import com.codahale.metrics.Metric;
import com.codahale.metrics.Snapshot;
import com.codahale.metrics.Timer;
import io.github.stormmc.metrics.StormMetricNames;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import io.prometheus.metrics.model.snapshots.Quantiles;
import io.prometheus.metrics.model.snapshots.SummarySnapshot.SummaryDataPointSnapshot;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.metrics2.StormMetricRegistry;

/**
 * Reads the v2 registries of running topologies into Prometheus data points, at scrape time only: the metrics are
 * the registries' own objects, so nothing is added to the engine. Dropwizard counters and meters (their counts)
 * become counters, gauges with a numeric or boolean value become gauges (others are skipped), histograms and timers
 * become summaries of their reservoir's quantiles and count (timers in seconds, with a {@code _seconds} suffix). The
 * built-in latency gauges, in milliseconds in Storm, are exposed in seconds as {@code storm_*_latency_seconds}, and
 * the other millisecond built-ins likewise ({@code storm_skipped_max_spout_seconds_total},
 * {@code storm_receive_queue_sojourn_time_seconds}).
 */
public final class RegistryScrape {
    static final double[] QUANTILES = {0.5, 0.75, 0.95, 0.98, 0.99, 0.999};
    private static final String LATENCY = "-latency";
    /** The "ms" unit token in a family name. */
    private static final java.util.regex.Pattern MILLIS = java.util.regex.Pattern.compile("_ms(?=_|$)");

    /**
     * A running topology's registry and the names its series are labelled with. {@code components} are the
     * topology's component ids: long names carry them with dots replaced, and the labels give them back as they are.
     */
    public record Source(String topologyName, String topologyId, String host, Collection<String> components,
                         StormMetricRegistry registry) {
    }

    private final Families families = new Families();

    /** Every metric of every source, as the families of one scrape. */
    public static MetricSnapshots scrape(List<Source> sources) {
        RegistryScrape scrape = new RegistryScrape();
        for (Source source : sources) {
            scrape.add(source);
        }
        return scrape.families.snapshots();
    }

    private void add(Source source) {
        Map<String, String> components = new HashMap<>();
        for (String id : source.components()) {
            components.putIfAbsent(StormMetricNames.underscored(id), id);
        }
        StormMetricNames names = source.registry().names();
        for (Map.Entry<String, Metric> e : source.registry().getRegistry().getMetrics().entrySet()) {
            StormSeries series = StormSeries.parse(e.getKey(), names);
            if (series == null) {
                // a name of no Storm form (a reporter registered it by hand): kept, whole, with the topology labels
                series = new StormSeries(false, e.getKey(), null, null, null, null, null);
            }
            add(FamilyNames.of(series.builtin(), series.name()), help(series), labels(source, components, series),
                series, e.getValue());
        }
    }

    private void add(String family, String help, Labels labels, StormSeries series, Metric metric) {
        if (series.builtin() && MILLIS.matcher(family).find()) {
            // Storm's millisecond built-ins (__skipped-*-ms, receive-queue-sojourn_time_ms): seconds, as Prometheus
            // names units, and its linter rejects "ms"
            addMillis(MILLIS.matcher(family).replaceFirst("_seconds"), help + ", in seconds", labels, metric);
            return;
        }
        if (metric instanceof Counter c) {
            families.counter(family, help, labels, c.getCount());
        } else if (metric instanceof Meter m) {
            families.counter(family, help, labels, m.getCount());
        } else if (metric instanceof Timer t) {
            families.summary(family + "_seconds", help + ", in seconds", labels,
                summary(t.getCount(), t.getSnapshot(), 1e-9, labels));
        } else if (metric instanceof Histogram h) {
            families.summary(family, help, labels, summary(h.getCount(), h.getSnapshot(), 1.0, labels));
        } else if (metric instanceof Gauge<?> g) {
            Double value = number(g);
            if (value != null) {
                boolean latency = series.builtin() && series.name().endsWith(LATENCY);
                if (latency) {
                    families.gauge(family + "_seconds", help + ", in seconds", labels, value / 1000.0);
                } else {
                    families.gauge(family, help, labels, value);
                }
            }
        }
    }

    private void addMillis(String family, String help, Labels labels, Metric metric) {
        if (metric instanceof Counter c) {
            families.counter(family, help, labels, c.getCount() / 1000.0);
        } else if (metric instanceof Gauge<?> g) {
            Double value = number(g);
            if (value != null) {
                families.gauge(family, help, labels, value / 1000.0);
            }
        }
    }

    /** Where the series comes from, under Storm's own name, so a reader finds it in Storm's documentation. */
    private static String help(StormSeries s) {
        return (s.builtin() ? "Storm built-in metric " : "Storm topology metric ") + s.name();
    }

    private static Double number(Gauge<?> gauge) {
        Object value;
        try {
            value = gauge.getValue();
        } catch (RuntimeException e) {
            return null; // a user's gauge that fails must not fail the scrape
        }
        if (value instanceof Number n) {
            return n.doubleValue();
        }
        if (value instanceof Boolean b) {
            return b ? 1.0 : 0.0;
        }
        return null;
    }

    /** Dropwizard keeps no exact sum, so the summaries have quantiles and a count but no {@code _sum}. */
    private static SummaryDataPointSnapshot summary(long count, Snapshot snapshot, double scale, Labels labels) {
        Quantiles.Builder quantiles = Quantiles.builder();
        for (double q : QUANTILES) {
            quantiles.quantile(q, snapshot.getValue(q) * scale);
        }
        return SummaryDataPointSnapshot.builder().count(count).quantiles(quantiles.build()).labels(labels).build();
    }

    private static Labels labels(Source source, Map<String, String> components, StormSeries s) {
        List<String> pairs = new ArrayList<>(List.of("topology", source.topologyName(), "topology_id",
            source.topologyId(), "host", source.host()));
        if (s.component() != null) {
            pairs.addAll(List.of("port", s.port(), "component", components.getOrDefault(s.component(), s.component()),
                "task", s.task()));
        }
        if (s.stream() != null) {
            pairs.addAll(List.of("stream", s.stream()));
        }
        if (s.source() != null) {
            pairs.addAll(List.of("source_component", s.source()));
        }
        return Labels.of(pairs.toArray(String[]::new));
    }
}
