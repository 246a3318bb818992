package io.github.stormmc.benchmarks.jmh;

import io.github.stormmc.benchmarks.common.BenchConf;
import io.github.stormmc.benchmarks.common.DataFiles;
import io.github.stormmc.benchmarks.common.MeteredSpout;
import io.github.stormmc.benchmarks.enron.EnronTopology;
import io.github.stormmc.benchmarks.rollingsort.RollingSortTopology;
import io.github.stormmc.benchmarks.wordcount.WordCountTopology;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.apache.storm.Config;
import org.apache.storm.generated.StormTopology;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The three benchmark topologies end to end: each call pushes a fixed number of spout tuples through and returns
 * when every one of their tuple trees was acked (the acked variant, so completion is exact). Scores are calls per
 * second; multiply by the batch (wordcount 10,000 sentences, enron 2,000 emails, rollingsort 100,000 messages).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
public class TopologyThroughputBenchmark {

    @Param({"wordcount", "enron", "rollingsort"})
    public String topology;

    @Param({"1", "4"})
    public int parallelism;

    private GatedTopology running;
    private String spout;
    private int batch;

    @Setup(Level.Trial)
    public void start() throws Exception {
        Config conf = GatedTopology.config(true);
        StormTopology built;
        switch (topology) {
            case "wordcount" -> {
                conf.put(BenchConf.WORDCOUNT_INPUT, DataFiles.find(DataFiles.WORDCOUNT_FILE, null).toString());
                built = WordCountTopology.build(parallelism);
                spout = WordCountTopology.SPOUT;
                batch = 10_000;
            }
            case "enron" -> {
                Path input = DataFiles.defaultEnronInput();
                if (!Files.isRegularFile(input)) {
                    throw new IllegalStateException("Enron input " + input + " is missing: run bin/storm-mc-bench "
                            + "convert-enron first");
                }
                conf.put(BenchConf.ENRON_INPUT, input.toString());
                conf.put("topology.executor.receive.buffer.size", 1024);
                built = EnronTopology.build(parallelism, 4);
                spout = EnronTopology.READ;
                batch = 2_000;
            }
            case "rollingsort" -> {
                built = RollingSortTopology.build(parallelism, 10);
                spout = RollingSortTopology.SPOUT;
                batch = 100_000;
            }
            default -> throw new IllegalArgumentException("unknown topology " + topology);
        }
        running = GatedTopology.start(built, conf);
    }

    @Benchmark
    public void batch() {
        running.push(batch, spout + MeteredSpout.ACKED_SUFFIX, batch);
    }

    @TearDown(Level.Trial)
    public void stop() throws Exception {
        running.close();
    }
}
