package io.github.stormmc.worker;

import io.github.stormmc.timer.SharedTimer;
import io.github.stormmc.executor.Executor;
import io.github.stormmc.metrics.MetricsTick;
import io.github.stormmc.plan.TopologyPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.apache.storm.Config;
import org.apache.storm.metric.api.IMetric;
import org.apache.storm.utils.ObjectReader;

/**
 * When the topology has metrics consumers: for every bucket size in use (those tasks registered metrics with, and
 * {@code topology.builtin.metrics.bucket.size.secs}), asks every executor each period to report its metrics, through
 * its queue so the metrics are read on the executor's own thread. Never blocks the shared timer and never drops a
 * tick: one that finds the queue full waits in the queue's overflow (one shared object per bucket, so nothing grows
 * beyond one reference per period).
 */
final class MetricsSchedule {
    private final List<SharedTimer.Handle> scheduled = new ArrayList<>();

    MetricsSchedule(TopologyPlan plan, SharedTimer timer, List<Executor> executors,
                    Map<Integer, Map<Integer, Map<String, IMetric>>> registered) {
        if (plan.metricsConsumerTasks().isEmpty()) {
            return;
        }
        TreeSet<Integer> buckets = new TreeSet<>();
        synchronized (registered) {
            buckets.addAll(registered.keySet());
        }
        buckets.add(ObjectReader.getInt(plan.conf().get(Config.TOPOLOGY_BUILTIN_METRICS_BUCKET_SIZE_SECS), 60));
        int v2 = io.github.stormmc.metrics.V2MetricsTick.bucketSecs(plan.conf());
        if (v2 > 0) {
            buckets.add(v2);
        }
        for (int bucket : buckets) {
            if (bucket <= 0) {
                continue;
            }
            MetricsTick tick = new MetricsTick(bucket);
            long period = bucket * 1000L;
            scheduled.add(timer.scheduleAtFixedRate(() -> {
                for (Executor e : executors) {
                    if (!TopologyPlan.isSystem(e.plan().componentId())) {
                        e.queue().publishNonBlocking(e.plan().firstTask(), tick);
                    }
                }
            }, period, period));
        }
    }

    void cancel() {
        scheduled.forEach(SharedTimer.Handle::cancel);
    }
}
