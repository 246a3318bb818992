package io.github.stormmc.executor;

import io.github.stormmc.ack.TupleTree;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Isolates the cost of creating one anchored child tuple (one tree, as a basic bolt's emit does) with its Storm
 * {@code MessageId} built on demand, as the engine now does and never asks for it ({@code lazyMessageId}), against
 * building it with every tuple, as before ({@code eagerMessageId}: the map from root id to edge id that Storm's API
 * exposes). Run with {@code -prof gc}: the difference is mostly the map's allocation.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class AnchoredTupleBenchmark {

    private TupleTree[] trees;
    private List<Object> values;
    private long edge;

    @Setup(Level.Trial)
    public void setUp() {
        trees = new TupleTree[] {new TupleTree(0x5eedL, "msg", "default", 1, null, System.nanoTime())};
        values = List.of("word");
    }

    private AnchoredTuple child() {
        edge += 0x9E3779B97F4A7C15L; // a fresh non-constant edge id per tuple, as the emitter's random ids are
        return new AnchoredTuple(null, values, "split", 2, "default", trees, new long[] {edge});
    }

    @Benchmark
    public AnchoredTuple lazyMessageId() {
        return child();
    }

    @Benchmark
    public AnchoredTuple eagerMessageId() {
        AnchoredTuple t = child();
        t.getMessageId();
        return t;
    }
}
