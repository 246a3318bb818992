package io.github.stormmc.metrics;

import io.github.stormmc.queue.ReceiveQueue;
import io.github.stormmc.stats.ExecutorStats;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;
import org.apache.storm.Config;
import org.apache.storm.Constants;
import org.apache.storm.metric.api.IMetric;
import org.apache.storm.metric.api.IMetricsConsumer.DataPoint;
import org.apache.storm.metric.api.IMetricsConsumer.TaskInfo;
import org.apache.storm.metrics2.StormMetricRegistry;
import org.apache.storm.task.GeneralTopologyContext;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.tuple.Values;
import org.apache.storm.utils.ObjectReader;

/**
 * Collects one executor's metrics on a {@link MetricsTick} — on the executor's own thread, since Storm's metrics
 * are not thread-safe — and sends each task's datapoints to one task of every metrics consumer, as Storm's hidden
 * {@code __metrics} stream does. Values are taken with {@code getValueAndReset}; null values are skipped as in Storm.
 */
public final class TaskMetricsReporter {
    private final String componentId;
    private final int firstTask;
    private final int lastTask;
    private final Map<Integer, Map<Integer, Map<String, IMetric>>> registered;
    private final List<List<Integer>> consumerTasks;
    private final int builtinBucketSecs;
    private final BuiltinMetrics builtins;
    private final GeneralTopologyContext context;
    private final IntFunction<ReceiveQueue> queues;
    private final StormMetricRegistry registry;
    private final int v2BucketSecs;
    private int nextConsumer;

    public TaskMetricsReporter(String componentId, int firstTask, int lastTask, Map<String, Object> conf,
                               Map<Integer, Map<Integer, Map<String, IMetric>>> registered, List<List<Integer>> consumerTasks,
                               ExecutorStats stats, ReceiveQueue queue, boolean spout, GeneralTopologyContext context,
                               IntFunction<ReceiveQueue> queues, StormMetricRegistry registry) {
        this.componentId = componentId;
        this.firstTask = firstTask;
        this.lastTask = lastTask;
        this.registered = registered;
        this.consumerTasks = consumerTasks;
        this.builtinBucketSecs = ObjectReader.getInt(conf.get(Config.TOPOLOGY_BUILTIN_METRICS_BUCKET_SIZE_SECS), 60);
        this.builtins = new BuiltinMetrics(stats, queue, spout);
        this.context = context;
        this.queues = queues;
        this.registry = registry;
        this.v2BucketSecs = V2MetricsTick.bucketSecs(conf);
    }

    public void onTick(MetricsTick tick) {
        if (consumerTasks.isEmpty()) {
            return;
        }
        long now = System.currentTimeMillis() / 1000;
        for (int task = firstTask; task <= lastTask; task++) {
            List<DataPoint> points = new ArrayList<>();
            Map<String, IMetric> metrics;
            synchronized (registered) {
                Map<Integer, Map<String, IMetric>> byTask = registered.get(tick.bucketSecs());
                metrics = byTask == null || byTask.get(task) == null ? Map.of() : Map.copyOf(byTask.get(task));
            }
            metrics.forEach((name, metric) -> {
                Object value = metric.getValueAndReset();
                if (value != null) {
                    points.add(new DataPoint(name, value, metric.getDimensions()));
                }
            });
            if (task == firstTask && tick.bucketSecs() == builtinBucketSecs) {
                builtins.addTo(points);
            }
            if (tick.bucketSecs() == v2BucketSecs) {
                V2MetricsTick.addTo(registry, task, points);
            }
            if (!points.isEmpty()) {
                send(new TaskInfo("localhost", 1024, componentId, task, now, tick.bucketSecs()), points);
            }
        }
    }

    private void send(TaskInfo info, List<DataPoint> points) {
        nextConsumer++;
        for (List<Integer> tasks : consumerTasks) {
            int target = tasks.get(Math.floorMod(nextConsumer, tasks.size()));
            TupleImpl tuple = new TupleImpl(context, new Values(info, points), componentId, info.srcTaskId,
                Constants.METRICS_STREAM_ID);
            queues.apply(target).publishNonBlocking(target, tuple); // metrics never hold a task back
        }
    }
}
