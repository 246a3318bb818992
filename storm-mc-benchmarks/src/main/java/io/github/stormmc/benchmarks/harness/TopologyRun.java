package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.common.BenchConf;
import io.github.stormmc.benchmarks.common.LatencyMeters;
import io.github.stormmc.benchmarks.common.Meters;
import io.github.stormmc.benchmarks.common.MeteredSpout;
import java.util.LinkedHashMap;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.ComponentCommon;
import org.apache.storm.generated.StormTopology;

/**
 * One timed run of one topology on whichever engine is on the classpath: submit to a LocalCluster, let it warm up,
 * measure exact per-component counts, CPU, RSS, threads and (at a fixed offered rate) latency over the window.
 */
final class TopologyRun {

    static final String TOPOLOGY_NAME = "bench";
    static final String RECEIVE_BUFFER = "topology.executor.receive.buffer.size";
    /** How long the engine may take from submit to the first tuple at the end of the topology. */
    private static final long FIRST_TUPLE_TIMEOUT_NANOS = 120_000_000_000L;

    private final BenchmarkOptions options;
    private final BenchmarkTopology topology;
    private final long mainStartNanos;

    TopologyRun(BenchmarkOptions options, long mainStartNanos) {
        this.options = options;
        this.topology = BenchmarkTopology.of(options.topology);
        this.mainStartNanos = mainStartNanos;
    }

    Config config() throws Exception {
        Config conf = new Config();
        switch (topology) {
            case WORDCOUNT -> conf.put(BenchConf.WORDCOUNT_INPUT, InputFiles.wordCount(options).toString());
            case ENRON -> {
                conf.put(BenchConf.ENRON_INPUT, InputFiles.enron(options).toString());
                // Emails are kilobytes each: with Storm 2's 32768-slot queues full in front of the slowest stage,
                // the backlog alone outgrows the heap at high parallelism. 1024 slots is what the Storm-MC report
                // ran with (Storm 0.9.2's default); both engines get the same value.
                conf.put(RECEIVE_BUFFER, 1024);
            }
            case ROLLINGSORT -> { }
        }
        conf.setDebug(false);
        conf.setNumAckers(options.acked ? 1 : 0);
        conf.put(BenchConf.ACKED, options.acked);
        if (options.acked) {
            conf.setMaxSpoutPending(options.maxPending);
        }
        conf.put(BenchConf.RATE_PER_TASK, options.rate == 0 ? 0L : Math.max(1, options.rate / options.parallelism));
        conf.put(BenchConf.FINITE, options.finite);
        conf.put(BenchConf.IDLE, options.idle);
        conf.putAll(options.extraConf);
        return conf;
    }

    Map<String, Object> run() throws Exception {
        Config conf = config();
        StormTopology built = topology.build(options);
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("engine", EngineInfo.name());
        result.put("engine_jar", EngineInfo.jar());
        result.put("topology", topology.id());
        result.put("variant", options.variantName());
        result.put("parallelism", options.parallelism);
        result.put("mode", options.mode());
        result.put("offered_rate", options.rate);
        result.put("executors", executors(built, conf));
        // Before the engine starts anything: the JVM's and the harness's own threads.
        int baselineThreads = ProcessSampler.liveThreads();
        result.put("threads_baseline", baselineThreads);
        LocalCluster cluster = new LocalCluster();
        result.put("threads_submit", ProcessSampler.liveThreads());
        cluster.submitTopology(TOPOLOGY_NAME, conf, built);
        result.put("submitted_ms", (System.nanoTime() - mainStartNanos) / 1e6);
        if (options.finite) {
            new FiniteRun(options, topology, cluster).finish(result);
        } else {
            measure(result, built, baselineThreads);
            try {
                StormStats.read(cluster, TOPOLOGY_NAME).forEach((c, n) -> result.put("stats." + c, n));
            } catch (Exception | LinkageError e) {
                result.put("stats_error", String.valueOf(e));
            }
        }
        long first = Meters.firstNanos(topology.bolts());
        result.put("startup_ms", first == 0 ? null : (first - mainStartNanos) / 1e6);
        return result;
    }

    /** Tasks per component as the topology declares them (the parallelism hint; no component sets num tasks). */
    static Map<String, Integer> parallelismHints(StormTopology t) {
        Map<String, Integer> hints = new LinkedHashMap<>();
        t.get_spouts().forEach((id, spec) -> hints.put(id, hint(spec.get_common())));
        t.get_bolts().forEach((id, spec) -> hints.put(id, hint(spec.get_common())));
        return hints;
    }

    private static int hint(ComponentCommon common) {
        return common.is_set_parallelism_hint() ? common.get_parallelism_hint() : 1;
    }

    /** Σ executors: the parallelism of every component plus the acker executors the config asks for. */
    static int executors(StormTopology t, Map<String, Object> conf) {
        int sum = 0;
        for (int p : parallelismHints(t).values()) {
            sum += p;
        }
        Object ackers = conf.get(Config.TOPOLOGY_ACKER_EXECUTORS);
        return sum + (ackers instanceof Number n ? n.intValue() : 0);
    }

    /**
     * Warm-up starts when the first tuple reaches the end of the topology, not at submit: Apache Storm starts its
     * worker asynchronously, seconds after submitTopology returns.
     */
    private void awaitFirstSinkTuple() throws InterruptedException {
        long deadline = System.nanoTime() + FIRST_TUPLE_TIMEOUT_NANOS;
        while (Meters.firstNanos(java.util.List.of(topology.sink)) == 0) {
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException("no tuple reached '" + topology.sink + "' within "
                        + FIRST_TUPLE_TIMEOUT_NANOS / 1_000_000_000L + " s of submitting; counts: " + Meters.totals());
            }
            Thread.sleep(5);
        }
    }

    /**
     * Idle runs have no first tuple: warm-up starts once every task of every component has been opened or
     * prepared, i.e. the topology is deployed and its executors run.
     */
    private void awaitAllTasks(StormTopology built) throws InterruptedException {
        long deadline = System.nanoTime() + FIRST_TUPLE_TIMEOUT_NANOS;
        Map<String, Integer> expected = parallelismHints(built);
        while (!expected.entrySet().stream().allMatch(e -> Meters.meters(e.getKey()).size() >= e.getValue())) {
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException("not every task started within "
                        + FIRST_TUPLE_TIMEOUT_NANOS / 1_000_000_000L + " s of submitting; expected " + expected);
            }
            Thread.sleep(5);
        }
    }

    private void measure(Map<String, Object> result, StormTopology built, int baselineThreads)
            throws InterruptedException {
        if (options.idle) {
            awaitAllTasks(built);
            result.put("tasks_started_ms", (System.nanoTime() - mainStartNanos) / 1e6);
        } else {
            awaitFirstSinkTuple();
        }
        Thread.sleep(options.warmupSecs * 1000L);
        LatencyMeters.takeInterval();
        ProcessSampler sampler = new ProcessSampler();
        Window start = Window.now();
        long end = start.nanos() + options.measureSecs * 1_000_000_000L;
        for (long next = start.nanos() + 1_000_000_000L; ; next += 1_000_000_000L) {
            long wait = Math.min(next, end) - System.nanoTime();
            if (wait > 0) {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            }
            if (next >= end) {
                break;
            }
            sampler.sample();
        }
        Window stop = Window.now();
        sampler.sample();
        Histogram latency = LatencyMeters.takeInterval();
        double secs = stop.seconds(start);
        result.put("warmup_s", options.warmupSecs);
        result.put("measured_s", round(secs, 3));
        result.put("sink", topology.sink);
        result.put("throughput", round(stop.delta(start, topology.sink) / secs, 1));
        result.put("spout_rate", round(stop.delta(start, topology.spout) / secs, 1));
        for (String c : topology.components) {
            result.put("count." + c, stop.delta(start, c));
        }
        result.put("acked", stop.delta(start, topology.spout + MeteredSpout.ACKED_SUFFIX));
        result.put("failed", stop.delta(start, topology.spout + MeteredSpout.FAILED_SUFFIX));
        result.put("cpu_pct", round(stop.cpuPercent(start), 1));
        result.put("rss_mb_avg", round(sampler.rssMbAverage(), 1));
        result.put("rss_mb_max", round(sampler.rssMbMax(), 1));
        result.put("threads_avg", round(sampler.threadsAverage(), 1));
        result.put("threads_max", sampler.threadsMax());
        result.put("engine_threads", sampler.threadsMax() - baselineThreads);
        result.put("live_heap_mb", round(ProcessSampler.liveHeapMbAfterGc(), 1));
        if (options.rate > 0) {
            result.put("lat_count", latency.getTotalCount());
            result.put("lat_p50_us", round(latency.getValueAtPercentile(50) / 1e3, 1));
            result.put("lat_p99_us", round(latency.getValueAtPercentile(99) / 1e3, 1));
            result.put("lat_p999_us", round(latency.getValueAtPercentile(99.9) / 1e3, 1));
            result.put("lat_max_us", round(latency.getMaxValue() / 1e3, 1));
        }
    }

    static double round(double v, int digits) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return v;
        }
        double scale = Math.pow(10, digits);
        return Math.round(v * scale) / scale;
    }
}
