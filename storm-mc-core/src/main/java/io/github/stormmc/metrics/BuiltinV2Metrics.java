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
    /** What the timer samples each step: the rates, and the bolts' capacity windows. */
    private final List<Runnable> samplers = new CopyOnWriteArrayList<>();
    private final StormMetricRegistry registry;
    private final SharedTimer.Handle timer;
    private final AckerBuiltins acker;
    private final ErrorCounts errors;

    /** Errors reported by the tasks {@code firstTask..lastTask} (one executor's), ever: the worker's error log. */
    @FunctionalInterface
    public interface ErrorCounts {
        long reported(int firstTask, int lastTask);
    }

    /**
     * @param ackerTask the first task of {@code __acker}, or null when the topology does not track tuple trees
     * @param errors    the topology's reported errors, counted per task
     */
    public BuiltinV2Metrics(StormMetricRegistry registry, SharedTimer sharedTimer, Map<String, Object> topoConf,
                            Integer ackerTask, ErrorCounts errors) {
        WorkerJvmMetrics.register(registry);
        WorkerJvmMetrics.registerTransferQueue(registry, topoConf);
        this.registry = registry;
        this.errors = errors;
        this.acker = ackerTask == null ? null : new AckerBuiltins(registry, ackerTask, samplers);
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
            queue, () -> errors.reported(firstTask, lastTask), samplers);
        builtins.refresh();
        executors.add(builtins);
        if (acker != null) {
            acker.add(componentId, spout, stats);
        }
    }

    private synchronized void tick() {
        refresh();
        samplers.forEach(Runnable::run);
    }

    private void refresh() {
        executors.forEach(ExecutorBuiltins::refresh);
        if (acker != null) {
            acker.refresh();
        }
    }

    /** Stops sampling after registering what is new; call before the reporters stop. */
    @Override
    public synchronized void close() {
        timer.cancel();
        refresh();
    }
}
