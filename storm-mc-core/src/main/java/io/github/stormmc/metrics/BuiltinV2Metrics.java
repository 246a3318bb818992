package io.github.stormmc.metrics;

import io.github.stormmc.config.Flags;
import io.github.stormmc.config.StormMcConfig;
import io.github.stormmc.queue.ReceiveQueue;
import io.github.stormmc.stats.ExecutorStats;
import io.github.stormmc.timer.SharedTimer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.storm.Config;
import org.apache.storm.metrics2.StormMetricRegistry;

/**
 * A worker's built-in metrics in its v2 registry (see {@link ExecutorBuiltins} and {@link WorkerJvmMetrics}). Every
 * {@link OneMinuteRate#STEP_SECS} seconds the worker's timer registers streams used since the last time and samples
 * the one-minute rates; nothing runs on an executor thread. {@link #close} registers once more, so a reporter's last
 * report, made when it stops, sees every stream.
 */
public final class BuiltinV2Metrics implements AutoCloseable {
    private final List<ExecutorBuiltins> executors = new ArrayList<>();
    private final List<OneMinuteRate> rates = new CopyOnWriteArrayList<>();
    private final StormMetricRegistry registry;
    private final SharedTimer.Handle timer;

    public BuiltinV2Metrics(StormMetricRegistry registry, SharedTimer sharedTimer) {
        WorkerJvmMetrics.register(registry);
        this.registry = registry;
        long period = OneMinuteRate.STEP_SECS * 1000L;
        this.timer = sharedTimer.scheduleAtFixedRate(this::tick, period, period);
    }

    /**
     * Whether anything reads the built-in v2 metrics: a v2 reporter, or the v2 metrics tick to v1 consumers. Without
     * either, the worker registers none and starts no timer thread for them.
     */
    public static boolean wanted(Map<String, Object> topoConf) {
        Object reporters = topoConf.get(Config.TOPOLOGY_METRICS_REPORTERS);
        return reporters instanceof List && !((List<?>) reporters).isEmpty() || V2MetricsTick.bucketSecs(topoConf) > 0
            || Flags.get(topoConf, StormMcConfig.METRICS_V2_BUILTIN, false);
    }

    /** Adds one executor's metrics; called for every non-system executor before the reporters start. */
    public synchronized void addExecutor(String componentId, int firstTask, int lastTask, boolean spout,
                                         ExecutorStats stats, ReceiveQueue queue) {
        ExecutorBuiltins builtins = new ExecutorBuiltins(registry, componentId, firstTask, lastTask, spout, stats,
            queue, rates);
        builtins.refresh();
        executors.add(builtins);
    }

    private synchronized void tick() {
        executors.forEach(ExecutorBuiltins::refresh);
        rates.forEach(OneMinuteRate::sample);
    }

    /** Stops sampling after registering what is new; call before the reporters stop. */
    @Override
    public synchronized void close() {
        timer.cancel();
        executors.forEach(ExecutorBuiltins::refresh);
    }
}
