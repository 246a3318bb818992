package org.apache.storm.metric;

import io.github.stormmc.metrics.WorkerJvmMetrics;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.metric.api.IMetric;
import org.apache.storm.metrics2.WorkerMetricRegistrant;
import org.apache.storm.task.IBolt;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.ObjectReader;
import org.apache.storm.utils.ReflectionUtils;

/**
 * The bolt behind Storm's {@code __system} component: it registers the worker's JVM metrics ({@code uptimeSecs},
 * {@code startTimeSecs}, {@code newWorkerEvent}, {@code workerCpuUsage}, {@code memory.*}, {@code GC.*},
 * {@code threads.*}) as gauges of its context, and the worker metrics that {@code worker.metrics} and
 * {@code topology.worker.metrics} name (metric name to class: an {@link IMetric}, reported every
 * {@code topology.builtin.metrics.bucket.size.secs}, or a {@link WorkerMetricRegistrant}). It receives no tuples.
 * Storm-MC's worker registers the same JVM metrics itself; this class serves code that runs the bolt on its own.
 */
public class SystemBolt implements IBolt {
    private static final long serialVersionUID = 1L;

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
        WorkerJvmMetrics.gauges().forEach(context::registerGauge);
        int bucketSize = ObjectReader.getInt(topoConf.get(Config.TOPOLOGY_BUILTIN_METRICS_BUCKET_SIZE_SECS), 60);
        registerWorkerMetrics(context, topoConf.get(Config.WORKER_METRICS), Config.WORKER_METRICS, bucketSize, topoConf);
        registerWorkerMetrics(context, topoConf.get(Config.TOPOLOGY_WORKER_METRICS), Config.TOPOLOGY_WORKER_METRICS,
            bucketSize, topoConf);
    }

    private static void registerWorkerMetrics(TopologyContext context, Object metrics, String key, int bucketSize,
                                              Map<String, Object> conf) {
        if (metrics == null) {
            return;
        }
        if (!(metrics instanceof Map<?, ?> byName)) {
            throw new IllegalArgumentException(key + " must map metric names to class names, got " + metrics);
        }
        for (Map.Entry<?, ?> entry : byName.entrySet()) {
            String className = String.valueOf(entry.getValue());
            if (isCgroupMetric(className)) {
                continue;
            }
            Object metric = ReflectionUtils.newInstance(className, conf);
            if (metric instanceof IMetric m) {
                context.registerMetric(String.valueOf(entry.getKey()), m, bucketSize);
            } else if (metric instanceof WorkerMetricRegistrant registrant) {
                registrant.registerMetrics(context);
            } else {
                throw new IllegalArgumentException(key + ": " + entry.getValue() + " (for metric " + entry.getKey()
                    + ") is neither an IMetric nor a WorkerMetricRegistrant");
            }
        }
    }

    /**
     * Storm's defaults list its supervisor's cgroup metrics; Storm-MC starts no worker in a cgroup and does not ship
     * those classes, so they are skipped rather than failing the bolt.
     */
    private static boolean isCgroupMetric(String className) {
        return className.startsWith("org.apache.storm.metrics2.cgroup.")
            || className.startsWith("org.apache.storm.metric.cgroup.");
    }

    @Override
    public void execute(Tuple input) {
        throw new IllegalStateException("The __system bolt receives no tuples, but got one from "
            + input.getSourceComponent() + " on stream " + input.getSourceStreamId());
    }

    @Override
    public void cleanup() {
    }
}
