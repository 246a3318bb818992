package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.common.LimitLoop;
import io.github.stormmc.benchmarks.enron.WriteLimit;
import io.github.stormmc.benchmarks.rollingsort.SpoutLimit;
import io.github.stormmc.benchmarks.wordcount.WordCountLimit;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A topology's "limit" column, timed like a topology run: WordCount's whole split-and-count work in one loop; Enron's
 * and RollingSort's slowest component (the gzip writer, the random-message spout) alone on one thread.
 */
final class LimitRun {

    private static final int CHUNK = 1_000;

    private LimitRun() {
    }

    static Map<String, Object> run(BenchmarkOptions options) throws Exception {
        String topology = options.topology.substring(0, options.topology.length() - "-limit".length());
        LimitLoop loop = switch (topology) {
            case "wordcount" -> new WordCountLimit(
                    Files.readAllLines(InputFiles.wordCount(options), StandardCharsets.UTF_8));
            case "enron" -> new WriteLimit(InputFiles.enron(options));
            case "rollingsort" -> new SpoutLimit();
            default -> throw new IllegalArgumentException("no limit for topology '" + topology + "'");
        };
        long warmupEnd = System.nanoTime() + options.warmupSecs * 1_000_000_000L;
        while (System.nanoTime() - warmupEnd < 0) {
            loop.run(CHUNK);
        }
        ProcessSampler sampler = new ProcessSampler();
        long startUnits = loop.run(0);
        long startCpu = ProcessSampler.cpuNanos();
        long start = System.nanoTime();
        long end = start + options.measureSecs * 1_000_000_000L;
        long nextSample = start + 1_000_000_000L;
        long now;
        while ((now = System.nanoTime()) - end < 0) {
            loop.run(CHUNK);
            if (now - nextSample >= 0) {
                sampler.sample();
                nextSample += 1_000_000_000L;
            }
        }
        long cpu = ProcessSampler.cpuNanos();
        double secs = (now - start) / 1e9;
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("engine", EngineInfo.LIMIT);
        result.put("engine_jar", "none");
        result.put("topology", topology);
        result.put("variant", "plain");
        result.put("parallelism", 1);
        result.put("mode", "throughput");
        result.put("offered_rate", 0);
        result.put("warmup_s", options.warmupSecs);
        result.put("measured_s", MeasuredWindow.round(secs, 3));
        result.put("sink", loop.sink());
        result.put("throughput", MeasuredWindow.round((loop.run(0) - startUnits) / secs, 1));
        result.put("cpu_pct", MeasuredWindow.round(100.0 * (cpu - startCpu) / (now - start), 1));
        result.put("rss_mb_avg", MeasuredWindow.round(sampler.rssMbAverage(), 1));
        result.put("rss_mb_max", MeasuredWindow.round(sampler.rssMbMax(), 1));
        result.put("threads_avg", MeasuredWindow.round(sampler.threadsAverage(), 1));
        result.put("threads_max", sampler.threadsMax());
        result.put("live_heap_mb", MeasuredWindow.round(ProcessSampler.liveHeapMbAfterGc(), 1));
        result.put("checksum", loop.checksum());
        return result;
    }
}
