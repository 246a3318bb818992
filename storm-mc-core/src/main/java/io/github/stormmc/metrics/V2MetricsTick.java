package io.github.stormmc.metrics;

import com.codahale.metrics.Counter;
import com.codahale.metrics.Gauge;
import com.codahale.metrics.Histogram;
import com.codahale.metrics.Metered;
import com.codahale.metrics.Meter;
import com.codahale.metrics.Snapshot;
import com.codahale.metrics.Timer;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.metric.api.IMetricsConsumer.DataPoint;
import org.apache.storm.metrics2.StormMetricRegistry;
import org.apache.storm.utils.ObjectReader;

/**
 * With {@code topology.enable.v2.metrics.tick}, a task's v2 metrics (its own and the built-in ones) also go to the v1
 * consumers, every {@code topology.v2.metrics.tick.interval.seconds} (60), under their short names as Storm sends
 * them: gauges with a number value, counters as their count, histograms and timers as {@code .count},
 * {@code .min/.max/.mean/.stddev/.p50/.p75/.p95/.p98/.p99/.p999} (durations in ms), meters and timers as
 * {@code .count} and {@code .m1_rate/.m5_rate/.m15_rate/.mean_rate}.
 */
public final class V2MetricsTick {
    private static final double NANOS_TO_MS = 1e-6;

    private V2MetricsTick() {
    }

    /** The bucket the v2 metrics go with, or 0 when they do not go to v1 consumers. */
    public static int bucketSecs(Map<String, Object> conf) {
        if (!ObjectReader.getBoolean(conf.get(Config.TOPOLOGY_ENABLE_V2_METRICS_TICK), false)) {
            return 0;
        }
        return ObjectReader.getInt(conf.get(Config.TOPOLOGY_V2_METRICS_TICK_INTERVAL_SECONDS), 60);
    }

    @SuppressWarnings("rawtypes")
    static void addTo(StormMetricRegistry registry, int task, List<DataPoint> points) {
        for (Map.Entry<String, Gauge> e : registry.getTaskGauges(task).entrySet()) {
            Object v = e.getValue().getValue();
            if (v instanceof Number) {
                points.add(new DataPoint(e.getKey(), v));
            }
        }
        for (Map.Entry<String, Counter> e : registry.getTaskCounters(task).entrySet()) {
            points.add(new DataPoint(e.getKey(), e.getValue().getCount()));
        }
        for (Map.Entry<String, Histogram> e : registry.getTaskHistograms(task).entrySet()) {
            snapshot(e.getKey(), e.getValue().getSnapshot(), points);
            points.add(new DataPoint(e.getKey() + ".count", e.getValue().getCount()));
        }
        for (Map.Entry<String, Meter> e : registry.getTaskMeters(task).entrySet()) {
            metered(e.getKey(), e.getValue(), points);
        }
        for (Map.Entry<String, Timer> e : registry.getTaskTimers(task).entrySet()) {
            snapshot(e.getKey(), e.getValue().getSnapshot(), points);
            metered(e.getKey(), e.getValue(), points);
        }
    }

    private static void metered(String name, Metered m, List<DataPoint> points) {
        points.add(new DataPoint(name + ".count", m.getCount()));
        points.add(new DataPoint(name + ".m1_rate", m.getOneMinuteRate()));
        points.add(new DataPoint(name + ".m5_rate", m.getFiveMinuteRate()));
        points.add(new DataPoint(name + ".m15_rate", m.getFifteenMinuteRate()));
        points.add(new DataPoint(name + ".mean_rate", m.getMeanRate()));
    }

    private static void snapshot(String name, Snapshot s, List<DataPoint> points) {
        points.add(new DataPoint(name + ".max", s.getMax() * NANOS_TO_MS));
        points.add(new DataPoint(name + ".mean", s.getMean() * NANOS_TO_MS));
        points.add(new DataPoint(name + ".min", s.getMin() * NANOS_TO_MS));
        points.add(new DataPoint(name + ".stddev", s.getStdDev() * NANOS_TO_MS));
        points.add(new DataPoint(name + ".p50", s.getMedian() * NANOS_TO_MS));
        points.add(new DataPoint(name + ".p75", s.get75thPercentile() * NANOS_TO_MS));
        points.add(new DataPoint(name + ".p95", s.get95thPercentile() * NANOS_TO_MS));
        points.add(new DataPoint(name + ".p98", s.get98thPercentile() * NANOS_TO_MS));
        points.add(new DataPoint(name + ".p99", s.get99thPercentile() * NANOS_TO_MS));
        points.add(new DataPoint(name + ".p999", s.get999thPercentile() * NANOS_TO_MS));
    }
}
