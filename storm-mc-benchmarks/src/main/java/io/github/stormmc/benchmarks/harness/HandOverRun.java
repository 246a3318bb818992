package io.github.stormmc.benchmarks.harness;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * WordCount's plain hand-over ({@link HandOverPipeline}, a tuple's objects per word) timed like a topology run, as a
 * sweep point of the limit engine: what one thread per executor and Storm's tuple objects would reach at this
 * parallelism if the engine cost nothing. Warm-up, then up to {@code --settle} seconds for the steady state, then the
 * measured window.
 */
final class HandOverRun {

    /** The harness topology that runs it, {@code bin/storm-mc-bench run limit --topology wordcount-handover}. */
    static final String TOPOLOGY = "wordcount-handover-limit";
    /** The sweep's variant name for these points (engine limit, topology wordcount). */
    static final String VARIANT = "handover";

    private HandOverRun() {
    }

    static Map<String, Object> run(BenchmarkOptions options) throws Exception {
        List<String> lines = Files.readAllLines(InputFiles.wordCount(options), StandardCharsets.UTF_8);
        HandOverPipeline pipeline = new HandOverPipeline(HandOverPipeline.Payload.TUPLE, options.parallelism, lines, 0);
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("engine", EngineInfo.LIMIT);
        result.put("engine_jar", "none");
        result.put("topology", "wordcount");
        result.put("variant", VARIANT);
        result.put("parallelism", options.parallelism);
        result.put("mode", "throughput");
        result.put("offered_rate", 0);
        result.put("warmup_s", options.warmupSecs);
        result.putAll(measure(pipeline, options.warmupSecs, options.settleSecs, options.measureSecs));
        return result;
    }

    /**
     * Starts the pipeline, warms it up, waits up to {@code settleSecs} for its steady state, measures it for
     * {@code measureSecs} and stops it. Returns the seconds waited and the window's figures: words counted per second,
     * the process's CPU (per cent of a core and per word), context switches per 1,000 words, bytes allocated per word,
     * and the resident set and threads sampled each second.
     */
    static Map<String, Object> measure(HandOverPipeline pipeline, int warmupSecs, int settleSecs, int measureSecs)
            throws InterruptedException {
        pipeline.start();
        try {
            Thread.sleep(warmupSecs * 1000L);
            double settled = SteadyState.await(settleSecs, pipeline::counted, () -> { });
            Map<String, Object> result = new LinkedHashMap<>();
            result.put("settle_s", MeasuredWindow.round(settled, 2));
            result.putAll(window(pipeline, measureSecs));
            return result;
        } finally {
            pipeline.stop();
        }
    }

    private static Map<String, Object> window(HandOverPipeline pipeline, int measureSecs) throws InterruptedException {
        long words0 = pipeline.counted();
        long cpu0 = ProcessSampler.cpuNanos();
        long switches0 = ProcessSampler.contextSwitches();
        long alloc0 = ProcessSampler.allocatedBytes();
        ProcessSampler sampler = new ProcessSampler();
        long start = System.nanoTime();
        for (int second = 0; second < measureSecs; second++) {
            Thread.sleep(1000L);
            sampler.sample();
        }
        long words = pipeline.counted() - words0;
        long cpu = ProcessSampler.cpuNanos() - cpu0;
        long switches = ProcessSampler.contextSwitches() - switches0;
        long alloc = ProcessSampler.allocatedBytes() - alloc0;
        long elapsed = System.nanoTime() - start;
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("measured_s", MeasuredWindow.round(elapsed / 1e9, 3));
        result.put("sink", "count");
        result.put("throughput", MeasuredWindow.round(words * 1e9 / elapsed, 1));
        result.put("cpu_pct", MeasuredWindow.round(100.0 * cpu / elapsed, 1));
        result.put("cpu_ns_per_tuple", MeasuredWindow.round((double) cpu / words, 1));
        result.put("ctx_switches_per_ktuple", MeasuredWindow.round(1000.0 * switches / words, 2));
        result.put("alloc_bytes_per_tuple", MeasuredWindow.round((double) alloc / words, 1));
        result.put("rss_mb_avg", MeasuredWindow.round(sampler.rssMbAverage(), 1));
        result.put("rss_mb_max", MeasuredWindow.round(sampler.rssMbMax(), 1));
        result.put("threads_avg", MeasuredWindow.round(sampler.threadsAverage(), 1));
        result.put("threads_max", sampler.threadsMax());
        return result;
    }
}
