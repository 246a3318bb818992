package io.github.stormmc.status;

import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.executor.Executor;
import io.github.stormmc.plan.ComponentPlan;
import io.github.stormmc.plan.ExecutorPlan;
import io.github.stormmc.plan.Subscription;
import io.github.stormmc.plan.TopologyPlan;
import io.github.stormmc.stats.CounterMap;
import io.github.stormmc.stats.ExecutorStats;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.Config;
import org.apache.storm.generated.ErrorInfo;
import org.apache.storm.utils.ObjectReader;

/**
 * Builds a {@link TopologyView} from a running topology's exact counters, its error log and the sampler's last
 * windows. With {@code sys} false (the default, as in Storm UI) hidden components ({@code __acker},
 * {@code __system}, metrics consumers) and hidden streams ({@code __ack_ack}, {@code __tick}, ...) are left out.
 */
final class TopologyViews {

    private TopologyViews() {
    }

    static TopologyView build(RunningTopology t, RateSampler sampler, boolean sys) {
        TopologyPlan plan = t.plan();
        Map<String, List<ExecutorView>> byComponent = new TreeMap<>();
        double windowSecs = 0;
        for (Executor e : t.worker().executors()) {
            String componentId = e.plan().componentId();
            if (!sys && TopologyPlan.isSystem(componentId)) {
                continue;
            }
            RateWindow window = sampler.window(t, e);
            windowSecs = Math.max(windowSecs, window.seconds());
            byComponent.computeIfAbsent(componentId, k -> new ArrayList<>()).add(executor(e, window, sys));
        }
        Map<String, List<ErrorInfo>> errors = t.worker().errors().snapshot();
        List<ComponentView> spouts = new ArrayList<>();
        List<ComponentView> bolts = new ArrayList<>();
        long emitted = 0;
        long transferred = 0;
        long acked = 0;
        long failed = 0;
        double latencyWeighted = 0;
        long errorCount = 0;
        for (Map.Entry<String, List<ExecutorView>> entry : byComponent.entrySet()) {
            ComponentView c = component(entry.getKey(), entry.getValue(), errors.getOrDefault(entry.getKey(), List.of()));
            (c.spout() ? spouts : bolts).add(c);
            emitted += c.emitted();
            transferred += c.transferred();
            if (c.spout()) {
                acked += c.acked();
                failed += c.failed();
                latencyWeighted += c.latencyMs() * c.acked();
            }
            errorCount += c.errors().size();
        }
        int tasks = 0;
        for (ExecutorPlan ep : plan.executors()) {
            tasks += ep.taskCount();
        }
        return new TopologyView(t.id(), t.name(), t.status().name(), t.uptimeSecs(), tasks, plan.executors().size(),
            ObjectReader.getInt(plan.conf().get(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS), 30),
            ObjectReader.getBoolean(plan.conf().get(Config.TOPOLOGY_DEBUG), false), spouts, bolts,
            edges(plan, byComponent, sys), emitted, transferred, acked, failed,
            acked == 0 ? 0 : latencyWeighted / acked, errorCount, t.restarts(), plan.conf(), windowSecs);
    }

    private static ExecutorView executor(Executor e, RateWindow window, boolean sys) {
        ExecutorStats s = e.stats();
        ExecutorPlan p = e.plan();
        boolean spout = e.isSpout();
        Map<StreamKey, Long> emitted = byStream(s.emitted(), sys);
        Map<StreamKey, Long> transferred = byStream(s.transferred(), sys);
        Map<StreamKey, Long> executed = spout ? new TreeMap<>() : byInput(s.executed(), sys);
        Map<StreamKey, Long> acked = spout ? byStream(s.acked(), sys) : byInput(s.acked(), sys);
        Map<StreamKey, Long> failed = spout ? byStream(s.failed(), sys) : byInput(s.failed(), sys);
        Map<StreamKey, Long> latencyNanos = spout ? byStream(s.latencyNanos(), true) : byInput(s.latencyNanos(), true);
        Map<StreamKey, Long> samples = spout ? byStream(s.latencySamples(), true) : byInput(s.latencySamples(), true);
        Map<StreamKey, Double> latencyMs = new TreeMap<>();
        long nanosTotal = 0;
        long samplesTotal = 0;
        for (Map.Entry<StreamKey, Long> l : latencyNanos.entrySet()) {
            long n = samples.getOrDefault(l.getKey(), 0L);
            if (n > 0 && (sys || !l.getKey().isSystem())) {
                latencyMs.put(l.getKey(), l.getValue() / 1e6 / n);
                nanosTotal += l.getValue();
                samplesTotal += n;
            }
        }
        return new ExecutorView("[" + p.firstTask() + "-" + p.lastTask() + "]", p.componentId(), spout, p.taskCount(),
            s.uptimeSecs(), emitted, transferred, executed, acked, failed, latencyMs, sum(emitted), sum(transferred),
            sum(executed), sum(acked), sum(failed), samplesTotal == 0 ? 0 : nanosTotal / 1e6 / samplesTotal,
            window.emitRate(stream -> sys || !stream.startsWith("__")),
            window.executeRate(input -> sys || !(input[0].startsWith("__") || input[1].startsWith("__"))),
            rateByInput(window), spout ? 0 : window.capacity(), e.queue().population(), e.queue().capacity(), e.queue().overflowSize(),
            s.restarts().total(), s.failures().total());
    }

    private static ComponentView component(String id, List<ExecutorView> executors, List<ErrorInfo> errors) {
        boolean spout = executors.get(0).spout();
        Map<StreamKey, Long> emitted = new TreeMap<>();
        Map<StreamKey, Long> transferred = new TreeMap<>();
        Map<StreamKey, Long> executed = new TreeMap<>();
        Map<StreamKey, Long> acked = new TreeMap<>();
        Map<StreamKey, Long> failed = new TreeMap<>();
        Map<StreamKey, Double> latencyWeighted = new TreeMap<>();
        Map<StreamKey, Long> latencyWeights = new TreeMap<>();
        int tasks = 0;
        double emitRate = 0;
        double executeRate = 0;
        double capacity = 0;
        long population = 0;
        long queueCapacity = 0;
        long overflow = 0;
        long restarts = 0;
        long failures = 0;
        for (ExecutorView e : executors) {
            tasks += e.tasks();
            e.emittedByStream().forEach((k, v) -> emitted.merge(k, v, Long::sum));
            e.transferredByStream().forEach((k, v) -> transferred.merge(k, v, Long::sum));
            e.executedByInput().forEach((k, v) -> executed.merge(k, v, Long::sum));
            e.ackedByKey().forEach((k, v) -> acked.merge(k, v, Long::sum));
            e.failedByKey().forEach((k, v) -> failed.merge(k, v, Long::sum));
            Map<StreamKey, Long> weights = spout ? e.ackedByKey() : e.executedByInput();
            e.latencyMsByKey().forEach((k, ms) -> {
                long w = Math.max(1, weights.getOrDefault(k, 0L));
                latencyWeighted.merge(k, ms * w, Double::sum);
                latencyWeights.merge(k, w, Long::sum);
            });
            emitRate += e.emitRate();
            executeRate += e.executeRate();
            capacity = Math.max(capacity, e.capacity());
            population += e.queuePopulation();
            queueCapacity += e.queueCapacity();
            overflow += e.queueOverflow();
            restarts += e.restarts();
            failures += e.failures();
        }
        Map<StreamKey, Double> latencyMs = new TreeMap<>();
        double allWeighted = 0;
        long allWeights = 0;
        for (Map.Entry<StreamKey, Double> l : latencyWeighted.entrySet()) {
            long w = latencyWeights.get(l.getKey());
            latencyMs.put(l.getKey(), l.getValue() / w);
            allWeighted += l.getValue();
            allWeights += w;
        }
        List<ErrorView> errorViews = new ArrayList<>();
        for (ErrorInfo info : errors) {
            errorViews.add(new ErrorView(id, info.get_error(), info.get_host(), info.get_port(),
                info.get_error_time_secs()));
        }
        return new ComponentView(id, spout, tasks, List.copyOf(executors), emitted, transferred, executed, acked,
            failed, latencyMs, sum(emitted), sum(transferred), sum(executed), sum(acked), sum(failed),
            allWeights == 0 ? 0 : allWeighted / allWeights, emitRate, executeRate, capacity, population, queueCapacity,
            overflow, restarts, failures, List.copyOf(errorViews));
    }

    /** One edge per subscription between shown components; its counts are what the target executed from it. */
    private static List<EdgeView> edges(TopologyPlan plan, Map<String, List<ExecutorView>> shown, boolean sys) {
        List<EdgeView> edges = new ArrayList<>();
        for (String source : shown.keySet()) {
            for (Map.Entry<String, List<Subscription>> byStream : new TreeMap<>(plan.subscriptionsFrom(source)).entrySet()) {
                String stream = byStream.getKey();
                if (!sys && stream.startsWith("__")) {
                    continue;
                }
                for (Subscription s : byStream.getValue()) {
                    List<ExecutorView> targets = shown.get(s.targetComponent());
                    if (targets == null) {
                        continue;
                    }
                    StreamKey input = new StreamKey(source, stream);
                    long executed = 0;
                    for (ExecutorView target : targets) {
                        executed += target.executedByInput().getOrDefault(input, 0L);
                    }
                    edges.add(new EdgeView(source, stream, s.targetComponent(), groupingName(s), executed,
                        inputRate(s.targetComponent(), input, shown)));
                }
            }
        }
        return edges;
    }

    private static double inputRate(String target, StreamKey input, Map<String, List<ExecutorView>> shown) {
        double rate = 0;
        for (ExecutorView e : shown.get(target)) {
            rate += e.executeRateByInput().getOrDefault(input, 0.0);
        }
        return rate;
    }

    private static Map<StreamKey, Double> rateByInput(RateWindow window) {
        Map<StreamKey, Double> result = new TreeMap<>();
        window.executeRateByInput().forEach((inputKey, rate) -> {
            String[] parts = ExecutorStats.splitInputKey(inputKey);
            result.put(new StreamKey(parts[0], parts[1]), rate);
        });
        return result;
    }

    private static String groupingName(Subscription s) {
        return s.grouping() == null || s.grouping().getSetField() == null ? "?"
            : s.grouping().getSetField().getFieldName();
    }

    private static Map<StreamKey, Long> byStream(CounterMap counters, boolean sys) {
        Map<StreamKey, Long> result = new TreeMap<>();
        counters.snapshot().forEach((stream, count) -> {
            StreamKey key = StreamKey.output(stream);
            if (sys || !key.isSystem()) {
                result.put(key, count);
            }
        });
        return result;
    }

    private static Map<StreamKey, Long> byInput(CounterMap counters, boolean sys) {
        Map<StreamKey, Long> result = new TreeMap<>();
        counters.snapshot().forEach((inputKey, count) -> {
            String[] parts = ExecutorStats.splitInputKey(inputKey);
            StreamKey key = new StreamKey(parts[0], parts[1]);
            if (sys || !key.isSystem()) {
                result.put(key, count);
            }
        });
        return result;
    }

    private static long sum(Map<StreamKey, Long> counts) {
        long total = 0;
        for (long v : counts.values()) {
            total += v;
        }
        return total;
    }
}
