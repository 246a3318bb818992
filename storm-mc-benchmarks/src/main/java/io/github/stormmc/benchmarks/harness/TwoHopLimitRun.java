package io.github.stormmc.benchmarks.harness;

import io.github.stormmc.benchmarks.twohop.TwoHopThreads;
import java.util.LinkedHashMap;
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
        BenchmarkTopology twoHop = BenchmarkTopology.TWOHOP;
        result.put("topology", twoHop.id());
        result.put("variant", "plain");
        result.put("parallelism", 1);
        result.put("mode", options.mode());
        result.put("offered_rate", options.rate);
        int baselineThreads = ProcessSampler.liveThreads();
        result.put("threads_baseline", baselineThreads);
        try (TwoHopThreads threads = new TwoHopThreads(options.rate)) {
            threads.start();
            new MeasuredWindow(options, twoHop.spout, twoHop.sink, twoHop.components)
                    .measure(result, () -> true, baselineThreads, mainStartNanos);
        }
        result.put("startup_ms", MeasuredWindow.startupMillis(twoHop.bolts(), mainStartNanos));
        return result;
    }
}
