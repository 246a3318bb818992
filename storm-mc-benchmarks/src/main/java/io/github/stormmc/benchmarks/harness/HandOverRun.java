package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.wordcount.WordCountTopology;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * WordCount's plain hand-over ({@link HandOverPipeline}, a tuple's objects per word) as a point of the limit engine,
 * measured by the same {@link MeasuredWindow} as a topology run: what one thread per executor and Storm's tuple
 * objects reach at this parallelism if the engine costs nothing. Flat out it is the throughput floor beside the
 * engines' WordCount points; with {@code --rate} (lines per second over all sources, as the spouts' offered rate)
 * it runs beside their latency points at the same offered rate.
 */
final class HandOverRun {

    /** The harness topology that runs it, {@code bin/storm-mc-bench run limit --topology wordcount-handover}. */
    static final String TOPOLOGY = "wordcount-handover-limit";
    /** The sweep's variant name for these points (engine limit, topology wordcount). */
    static final String VARIANT = "handover";

    private HandOverRun() {
    }

    static Map<String, Object> run(BenchmarkOptions options, long mainStartNanos) throws Exception {
        return run(options, HandOverPipeline.Payload.TUPLE, mainStartNanos);
    }

    /** The point with either payload: the sweep's is {@code TUPLE}; {@code bin/storm-mc-bench handover} picks. */
    static Map<String, Object> run(BenchmarkOptions options, HandOverPipeline.Payload payload, long mainStartNanos)
            throws Exception {
        if (options.acked || options.finite || options.idle) {
            throw new IllegalArgumentException(TOPOLOGY + " runs plain, flat out or paced by --rate only");
        }
        List<String> lines = Files.readAllLines(InputFiles.wordCount(options), StandardCharsets.UTF_8);
        long ratePerSource = options.rate == 0 ? 0 : Math.max(1, options.rate / options.parallelism);
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("engine", EngineInfo.LIMIT);
        result.put("engine_jar", "none");
        result.put("topology", "wordcount");
        result.put("variant", VARIANT);
        result.put("parallelism", options.parallelism);
        result.put("mode", options.mode());
        result.put("offered_rate", options.rate);
        int baselineThreads = ProcessSampler.liveThreads();
        result.put("threads_baseline", baselineThreads);
        HandOverPipeline pipeline = new HandOverPipeline(payload, options.parallelism, lines, 0, ratePerSource);
        pipeline.start();
        try {
            new MeasuredWindow(options, WordCountTopology.SPOUT, WordCountTopology.COUNT,
                    List.of(WordCountTopology.SPOUT, WordCountTopology.SPLIT, WordCountTopology.COUNT))
                    .measure(result, () -> true, baselineThreads, mainStartNanos);
        } finally {
            pipeline.stop();
        }
        return result;
    }
}
