package io.github.stormmc.benchmarks.flink;

import io.github.stormmc.benchmarks.harness.BenchmarkMain;

/**
 * The harness's main on Apache Flink: the same options and the same RESULT line as {@link BenchmarkMain} on the
 * Storm engines, so bin/storm-mc-bench runs Flink as its third engine.
 */
public final class FlinkBenchmarkMain {
    private FlinkBenchmarkMain() {
    }

    public static void main(String[] args) {
        BenchmarkMain.run(args, new FlinkRun(), System.nanoTime());
    }
}
