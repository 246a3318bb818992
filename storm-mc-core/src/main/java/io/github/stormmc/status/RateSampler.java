package io.github.stormmc.status;

import io.github.stormmc.cluster.InProcessCluster;
import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.executor.Executor;
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
 * at the executor's start with nothing counted.
 */
final class RateSampler implements AutoCloseable {
    private final InProcessCluster cluster;
    private final LongSupplier nanoTime;
    private final Map<String, ExecutorSample[]> samples = new HashMap<>();
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
        for (RunningTopology t : cluster.topologies()) {
            for (Executor e : t.worker().executors()) {
                String key = key(t, e);
                seen.add(key);
                ExecutorSample[] pair = samples.computeIfAbsent(key, k -> new ExecutorSample[] {startOf(t, now), null});
                if (pair[1] != null) {
                    pair[0] = pair[1];
                }
                pair[1] = ExecutorSample.of(e, now);
            }
        }
        samples.keySet().retainAll(seen);
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
