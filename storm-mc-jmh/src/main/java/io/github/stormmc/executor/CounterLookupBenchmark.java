package io.github.stormmc.executor;

import io.github.stormmc.stats.ExecutorStats;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.storm.tuple.MessageId;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.TupleImpl;
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
import org.openjdk.jmh.annotations.Warmup;

/**
 * Isolates the bolt's per-tuple statistics lookup: finding the "executed" counter of the tuple's input (source
 * component and stream) and incrementing it. {@code keyedLookup} is the old path, a key concatenated per tuple and
 * looked up in a ConcurrentHashMap; {@code cachedLookup} is {@link InputStatsCache}, which compares the tuple's
 * component and stream strings by identity against a few resolved entries. Tuples cycle over {@code inputs} distinct
 * inputs, as in a bolt subscribed to that many streams. Run with {@code -prof gc}: the key is the allocation.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
public class CounterLookupBenchmark {

    /** Tuples in the rotation: a power of two, so the index wraps with a mask. */
    private static final int TUPLES = 1024;

    @Param({"1", "3"})
    public int inputs;

    private ExecutorStats stats;
    private InputStatsCache cache;
    private Tuple[] tuples;
    private int next;

    @Setup(Level.Trial)
    public void setUp() {
        stats = new ExecutorStats();
        cache = new InputStatsCache(stats);
        // Component and stream ids are interned constants in a running topology: the same String instances arrive
        // with every tuple, which is what the cache's identity comparison relies on.
        String[] components = new String[inputs];
        String[] streams = new String[inputs];
        for (int i = 0; i < inputs; i++) {
            components[i] = ("component-" + i).intern();
            streams[i] = (i == 0 ? "default" : "stream-" + i).intern();
        }
        tuples = new Tuple[TUPLES];
        List<Object> values = List.of("word");
        for (int i = 0; i < TUPLES; i++) {
            int input = i % inputs;
            tuples[i] = new TupleImpl(null, values, components[input], input + 1, streams[input],
                MessageId.makeUnanchored());
        }
    }

    private Tuple nextTuple() {
        Tuple t = tuples[next];
        next = (next + 1) & (TUPLES - 1);
        return t;
    }

    @Benchmark
    public void keyedLookup() {
        Tuple t = nextTuple();
        stats.executed().get(ExecutorStats.inputKey(t.getSourceComponent(), t.getSourceStreamId())).increment();
    }

    @Benchmark
    public void cachedLookup() {
        cache.of(nextTuple()).executed.increment();
    }
}
