package io.github.stormmc.benchmarks.flink;

import io.github.stormmc.benchmarks.harness.BenchmarkOptions;
import java.io.Serializable;

/**
 * What the Flink functions need of the harness's options, serialisable so it travels inside them (Flink ships
 * functions to their tasks serialised, as Storm ships spouts and bolts).
 */
record FlinkOptions(long ratePerTask, boolean finite, boolean idle, String wordCountInput, String enronInput,
        int tickSecs, int intervalSecs, int parallelism) implements Serializable {

    static FlinkOptions of(BenchmarkOptions o, String wordCountInput, String enronInput) {
        long perTask = o.rate == 0 ? 0 : Math.max(1, o.rate / o.parallelism);
        return new FlinkOptions(perTask, o.finite, o.idle, wordCountInput, enronInput, o.tickSecs, o.intervalSecs,
                o.parallelism);
    }
}
