package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.wordcount.WordCountLimit;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.Map;

/** The WordCount "limit" column: the hand-written split-and-count loop on one thread, timed like a topology run. */
final class LimitRun {

    private static final int CHUNK = 1_000;

    private LimitRun() {
    }

    static Map<String, Object> run(BenchmarkOptions options) throws Exception {
        WordCountLimit loop = new WordCountLimit(
                Files.readAllLines(InputFiles.wordCount(options), StandardCharsets.UTF_8));
        long warmupEnd = System.nanoTime() + options.warmupSecs * 1_000_000_000L;
        while (System.nanoTime() - warmupEnd < 0) {
            loop.run(CHUNK);
        }
        ProcessSampler sampler = new ProcessSampler();
        long startWords = loop.words();
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
        result.put("topology", "wordcount");
        result.put("variant", "plain");
        result.put("parallelism", 1);
        result.put("mode", "throughput");
        result.put("offered_rate", 0);
        result.put("warmup_s", options.warmupSecs);
        result.put("measured_s", MeasuredWindow.round(secs, 3));
        result.put("sink", "count");
        result.put("throughput", MeasuredWindow.round((loop.words() - startWords) / secs, 1));
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
