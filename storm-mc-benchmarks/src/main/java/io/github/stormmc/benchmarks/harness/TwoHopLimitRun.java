package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.twohop.TwoHopThreads;
import io.github.stormmc.benchmarks.twohop.TwoHopTopology;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The two-hop topology's limit column ({@code --topology twohop-limit --rate N}): {@link TwoHopThreads}, three plain
 * threads and no engine, measured by the same {@link MeasuredWindow} as a topology run, so its latency percentiles
 * sit beside the engines' in the sweep.
 */
final class TwoHopLimitRun {

    private TwoHopLimitRun() {
    }

    static Map<String, Object> run(BenchmarkOptions options, long mainStartNanos) throws InterruptedException {
        if (options.parallelism != 1 || options.acked || options.finite || options.idle) {
            throw new IllegalArgumentException("twohop-limit runs at parallelism 1, plain, paced by --rate only");
        }
        Map<String, Object> result = new LinkedHashMap<>();
        result.put("engine", EngineInfo.LIMIT);
        result.put("engine_jar", "none");
        result.put("topology", "twohop");
        result.put("variant", "plain");
        result.put("parallelism", 1);
        result.put("mode", options.mode());
        result.put("offered_rate", options.rate);
        int baselineThreads = ProcessSampler.liveThreads();
        result.put("threads_baseline", baselineThreads);
        List<String> stages = List.of(TwoHopTopology.SPOUT, TwoHopTopology.RELAY, TwoHopTopology.SINK);
        try (TwoHopThreads threads = new TwoHopThreads(options.rate)) {
            threads.start();
            new MeasuredWindow(options, TwoHopTopology.SPOUT, TwoHopTopology.SINK, stages)
                    .measure(result, () -> true, baselineThreads, mainStartNanos);
        }
        result.put("startup_ms", MeasuredWindow.startupMillis(stages.subList(1, 3), mainStartNanos));
        return result;
    }
}
