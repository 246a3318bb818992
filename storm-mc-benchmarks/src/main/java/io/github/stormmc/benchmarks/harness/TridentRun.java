package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.trident.SplitWords;
import io.github.stormmc.benchmarks.trident.TridentWordCountTopology;
import java.util.LinkedHashMap;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;

/**
 * One Trident WordCount point: words counted per second (words split, each of which reaches the persistent count),
 * the same figure on either engine, read from a counter in the split function rather than from engine statistics
 * (Trident's internal components are named differently on each engine).
 */
final class TridentRun {

    private TridentRun() {
    }

    static Map<String, Object> run(BenchmarkOptions options) throws Exception {
        Config conf = new Config();
        conf.setMaxSpoutPending(TridentWordCountTopology.BATCHES_IN_FLIGHT);
        conf.setNumWorkers(1);
        conf.putAll(options.extraConf); // -c KEY=VALUE, e.g. topology.max.spout.pending
        ProcessSampler sampler = new ProcessSampler();
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("trident-wordcount", conf, TridentWordCountTopology.build(
                InputFiles.wordCount(options).toString(), options.parallelism));
            Thread.sleep(options.warmupSecs * 1000L);
            long startWords = SplitWords.WORDS.sum();
            long startCpu = ProcessSampler.cpuNanos();
            long start = System.nanoTime();
            for (int s = 0; s < options.measureSecs; s++) {
                Thread.sleep(1000);
                sampler.sample();
            }
            long now = System.nanoTime();
            long words = SplitWords.WORDS.sum() - startWords;
            long cpu = ProcessSampler.cpuNanos();
            double secs = (now - start) / 1e9;
            Map<String, Object> result = new LinkedHashMap<>();
            result.put("engine", EngineInfo.name());
            result.put("engine_jar", EngineInfo.jar());
            result.put("topology", "trident-wordcount");
            result.put("variant", "trident");
            result.put("parallelism", options.parallelism);
            result.put("mode", "throughput");
            result.put("warmup_s", options.warmupSecs);
            result.put("measured_s", MeasuredWindow.round(secs, 3));
            result.put("sink", "persistentAggregate");
            result.put("throughput", MeasuredWindow.round(words / secs, 1));
            result.put("cpu_pct", MeasuredWindow.round(100.0 * (cpu - startCpu) / (now - start), 1));
            result.put("rss_mb_avg", MeasuredWindow.round(sampler.rssMbAverage(), 1));
            result.put("threads_max", sampler.threadsMax());
            return result;
        }
    }
}
