package io.github.stormmc.status;

import io.github.stormmc.cluster.InProcessCluster;
import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.executor.Executor;
import io.github.stormmc.plan.TopologyPlan;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Samples every executor of every topology once per period, keeping the last two samples, so pages show rates over
 * the last period rather than averages since the start. Until an executor has been sampled twice, its window starts
 * at the executor's start with nothing counted. Each sample also adds one point per user component to the
 * {@link ComponentHistory} the topology page draws its charts from, and one point to the JVM's heap and GC history.
 */
final class RateSampler implements AutoCloseable {
    private final InProcessCluster cluster;
    private final LongSupplier nanoTime;
    private final Map<String, ExecutorSample[]> samples = new HashMap<>();
    private final ComponentHistory history = new ComponentHistory();
    private final JvmHistory jvm = new JvmHistory();
    private ScheduledExecutorService scheduler;

    RateSampler(InProcessCluster cluster, LongSupplier nanoTime) {
        this.cluster = cluster;
        this.nanoTime = nanoTime;
    }

    void start(long periodMillis) {
        sample();
        scheduler = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "stormmc-status-sampler");
            t.setDaemon(true);
            return t;
        });
        scheduler.scheduleAtFixedRate(this::sample, periodMillis, periodMillis, TimeUnit.MILLISECONDS);
    }

    /** Takes one sample of every executor; forgets executors of topologies that are gone. */
    synchronized void sample() {
        long now = nanoTime.getAsLong();
        Set<String> seen = new HashSet<>();
        Set<String> topologies = new HashSet<>();
        for (RunningTopology t : cluster.topologies()) {
            topologies.add(t.id());
            Map<String, double[]> components = new java.util.TreeMap<>();
            for (Executor e : t.worker().executors()) {
                String key = key(t, e);
                seen.add(key);
                ExecutorSample[] pair = samples.computeIfAbsent(key, k -> new ExecutorSample[] {startOf(t, now), null});
                if (pair[1] != null) {
                    pair[0] = pair[1];
                }
                pair[1] = ExecutorSample.of(e, now);
                String component = e.plan().componentId();
                if (!TopologyPlan.isSystem(component)) {
                    accumulate(components.computeIfAbsent(component, c -> new double[4]), e,
                        new RateWindow(pair[0], pair[1]));
                }
            }
            components.forEach((c, sums) -> history.add(t.id(), c, new ComponentHistory.Point(now, sums[0],
                sums[2] > 0 ? sums[1] / sums[2] / 1e6 : Double.NaN, sums[3])));
        }
        samples.keySet().retainAll(seen);
        history.retain(topologies);
        jvm.sample(now);
    }

    /** The JVM's heap and GC over the last minutes, oldest point first. */
    java.util.List<JvmHistory.Point> jvmHistory() {
        return jvm.points();
    }

    /** Adds one executor's window to its component's {rate, latency nanos, latency samples, fullest queue}. */
    private static void accumulate(double[] sums, Executor e, RateWindow w) {
        sums[0] += e.isSpout() ? w.emitRate(stream -> !stream.startsWith("__"))
            : w.executeRate(input -> !(input[0].startsWith("__") || input[1].startsWith("__")));
        sums[1] += w.after().latencyNanos() - w.before().latencyNanos();
        sums[2] += w.after().latencySamples() - w.before().latencySamples();
        int capacity = e.queue().capacity();
        sums[3] = Math.max(sums[3], capacity == 0 ? 0 : Math.min(1.0, (double) e.queue().population() / capacity));
    }

    /** The last minutes of every user component of a topology, oldest point first. */
    Map<String, java.util.List<ComponentHistory.Point>> history(String topologyId) {
        return history.of(topologyId);
    }

    /** The executor's last window; one ending now if it has not been sampled yet. */
    synchronized RateWindow window(RunningTopology t, Executor e) {
        ExecutorSample[] pair = samples.get(key(t, e));
        if (pair == null || pair[1] == null) {
            long now = nanoTime.getAsLong();
            return new RateWindow(startOf(t, now), ExecutorSample.of(e, now));
        }
        return new RateWindow(pair[0], pair[1]);
    }

    private ExecutorSample startOf(RunningTopology t, long nowNanos) {
        long ageMillis = Math.max(0, System.currentTimeMillis() - t.worker().startMillis());
        return ExecutorSample.zero(nowNanos - ageMillis * 1_000_000L);
    }

    private static String key(RunningTopology t, Executor e) {
        return t.id() + "/" + e.plan().name();
    }

    @Override
    public void close() {
        if (scheduler != null) {
            scheduler.shutdownNow();
        }
    }
}
