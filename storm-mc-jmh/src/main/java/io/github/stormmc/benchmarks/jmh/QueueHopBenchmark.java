package io.github.stormmc.benchmarks.jmh;

import io.github.stormmc.benchmarks.common.MeteredSpout;
import java.util.concurrent.TimeUnit;
import org.apache.storm.topology.TopologyBuilder;
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
 * A chain spout → bolt_1 → ... → bolt_hops, one task each: the cost of queue hops, and with {@code acked} the cost
 * of tracking every tuple tree until the spout's ack. Scores are spout tuples per second (acked: trees completed).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class QueueHopBenchmark {

    static final int TUPLES = 100_000;

    @Param({"1", "3"})
    public int hops;

    @Param({"false", "true"})
    public boolean acked;

    private GatedTopology topology;
    private String counter;

    @Setup(Level.Trial)
    public void start() throws Exception {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new KeySpout(), 1);
        String previous = "spout";
        for (int i = 1; i <= hops; i++) {
            String id = "bolt" + i;
            builder.setBolt(id, new RelayBolt(i == hops), 1).shuffleGrouping(previous);
            previous = id;
        }
        counter = acked ? "spout" + MeteredSpout.ACKED_SUFFIX : previous;
        topology = GatedTopology.start(builder.createTopology(), GatedTopology.config(acked));
    }

    @Benchmark
    @OperationsPerInvocation(TUPLES)
    public void hop() {
        topology.push(TUPLES, counter, TUPLES);
    }

    @TearDown(Level.Trial)
    public void stop() throws Exception {
        topology.close();
    }
}
