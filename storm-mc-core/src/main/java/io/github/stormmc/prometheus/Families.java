package io.github.stormmc.prometheus;

import io.prometheus.metrics.model.snapshots.CounterSnapshot;
import io.prometheus.metrics.model.snapshots.CounterSnapshot.CounterDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot;
import io.prometheus.metrics.model.snapshots.GaugeSnapshot.GaugeDataPointSnapshot;
import io.prometheus.metrics.model.snapshots.Labels;
import io.prometheus.metrics.model.snapshots.MetricMetadata;
import io.prometheus.metrics.model.snapshots.MetricSnapshot;
import io.prometheus.metrics.model.snapshots.MetricSnapshots;
import io.prometheus.metrics.model.snapshots.SummarySnapshot;
import io.prometheus.metrics.model.snapshots.SummarySnapshot.SummaryDataPointSnapshot;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The data points of one scrape, grouped into families; a family's help is that of its first metric (Prometheus'
 * linter wants one). A family has one type; should two metrics of different
 * types land on one name (a user's counter and another task's gauge both called {@code x}), the later type's family
 * gets the type as suffix. A second data point with the labels of an earlier one (names that only differ in
 * characters Prometheus replaces) is dropped, since a family must not repeat a series.
 */
final class Families {
    private enum Type { COUNTER, GAUGE, SUMMARY }

    private record Family(Type type, String help, List<Object> points, Set<Labels> labels) {
    }

    private final Map<String, Family> byName = new TreeMap<>();

    void counter(String name, String help, Labels labels, double value) {
        add(FamilyNames.counter(name), help, Type.COUNTER, labels,
            CounterDataPointSnapshot.builder().value(value).labels(labels).build());
    }

    void gauge(String name, String help, Labels labels, double value) {
        add(FamilyNames.gauge(name), help, Type.GAUGE, labels,
            GaugeDataPointSnapshot.builder().value(value).labels(labels).build());
    }

    void summary(String name, String help, Labels labels, SummaryDataPointSnapshot point) {
        add(name, help, Type.SUMMARY, labels, point);
    }

    private void add(String name, String help, Type type, Labels labels, Object point) {
        Family family = byName.computeIfAbsent(name, n -> new Family(type, help, new ArrayList<>(), new HashSet<>()));
        if (family.type() != type) {
            String typed = name + "_" + type.name().toLowerCase(java.util.Locale.ROOT);
            family = byName.computeIfAbsent(typed, n -> new Family(type, help, new ArrayList<>(), new HashSet<>()));
        }
        if (family.labels().add(labels)) {
            family.points().add(point);
        }
    }

    @SuppressWarnings("unchecked")
    MetricSnapshots snapshots() {
        List<MetricSnapshot> result = new ArrayList<>();
        byName.forEach((name, family) -> {
            MetricMetadata metadata = new MetricMetadata(name, family.help());
            List<?> points = family.points();
            result.add(switch (family.type()) {
                case COUNTER -> new CounterSnapshot(metadata, (List<CounterDataPointSnapshot>) points);
                case GAUGE -> new GaugeSnapshot(metadata, (List<GaugeDataPointSnapshot>) points);
                case SUMMARY -> new SummarySnapshot(metadata, (List<SummaryDataPointSnapshot>) points);
            });
        });
        return new MetricSnapshots(result);
    }
}
