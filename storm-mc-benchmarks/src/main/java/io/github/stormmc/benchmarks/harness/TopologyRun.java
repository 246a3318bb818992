package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.common.BenchConf;
import io.github.stormmc.benchmarks.common.Meters;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.ComponentCommon;
import org.apache.storm.generated.StormTopology;

/**
 * One timed run of one topology on whichever Storm engine is on the classpath: submit to a LocalCluster, then
 * {@link MeasuredWindow} (or {@link FiniteRun}) measures it.
 */
final class TopologyRun {

    static final String TOPOLOGY_NAME = "bench";
    static final String RECEIVE_BUFFER = "topology.executor.receive.buffer.size";

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
                // the backlog alone outgrows the heap at high parallelism. Apache Storm gets 1024 slots, what the
                // Storm-MC report ran with (Storm 0.9.2's default); Storm-MC's entries each hold a tuple or a batch
                // of up to 64, so it gets 64 entries, at most 4,096 emails queued.
                conf.put(RECEIVE_BUFFER, EngineInfo.name().equals(EngineInfo.STORM_MC) ? 64 : 1024);
            }
            case ROLLINGSORT, TWOHOP -> { }
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
        MetricsScraper scraper = options.scrapeSecs > 0 ? MetricsScraper.start(cluster, options.scrapeSecs) : null;
        try {
            cluster.submitTopology(TOPOLOGY_NAME, conf, built);
            result.put("submitted_ms", (System.nanoTime() - mainStartNanos) / 1e6);
            if (options.finite) {
                new FiniteRun(options, topology, cluster).finish(result);
            } else {
                new MeasuredWindow(options, topology.spout, topology.sink, topology.components)
                        .measure(result, () -> allTasksStarted(built), baselineThreads, mainStartNanos);
                try {
                    StormStats.read(cluster, TOPOLOGY_NAME).forEach((c, n) -> result.put("stats." + c, n));
                } catch (Exception | LinkageError e) {
                    result.put("stats_error", String.valueOf(e));
                }
            }
        } finally {
            if (scraper != null) {
                scraper.close();
                scraper.report(result);
            }
        }
        result.put("startup_ms", MeasuredWindow.startupMillis(topology.bolts(), mainStartNanos));
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

    /** True once every task of every component has been opened or prepared: deployed, its executors running. */
    private static boolean allTasksStarted(StormTopology built) {
        return parallelismHints(built).entrySet().stream()
                .allMatch(e -> Meters.meters(e.getKey()).size() >= e.getValue());
    }
}
