package io.github.stormmc.benchmarks.jmh;

import java.util.concurrent.TimeUnit;
import org.apache.storm.topology.BoltDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Emit + route + one queue hop for each grouping: one spout task feeding two bolt tasks. Scores are spout tuples
 * per second ("all" delivers each tuple twice).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class GroupingBenchmark {

    static final int TUPLES = 100_000;

    @Param({"shuffle", "localOrShuffle", "fields", "global", "all"})
    public String grouping;

    private GatedTopology topology;

    @Setup(Level.Trial)
    public void start() throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new KeySpout(), 1);
        BoltDeclarer sink = builder.setBolt("sink", new RelayBolt(true), 2);
        switch (grouping) {
            case "shuffle" -> sink.shuffleGrouping("spout");
            case "localOrShuffle" -> sink.localOrShuffleGrouping("spout");
            case "fields" -> sink.fieldsGrouping("spout", new Fields("key"));
            case "global" -> sink.globalGrouping("spout");
            case "all" -> sink.allGrouping("spout");
            default -> throw new IllegalArgumentException("unknown grouping " + grouping);
        }
        topology = GatedTopology.start(builder.createTopology(), GatedTopology.config(false));
    }

    @Benchmark
    @OperationsPerInvocation(TUPLES)
    public void emitAndRoute() {
        topology.push(TUPLES, "sink", grouping.equals("all") ? 2L * TUPLES : TUPLES);
    }

    @TearDown(Level.Trial)
    public void stop() throws Exception {
        topology.close();
    }
}
