package io.github.stormmc.jmh;

import io.github.stormmc.config.StormMcConfig;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.KillOptions;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
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
 * The whole engine on a minimal topology, spout → relay bolt → sink bolt, one task each, no acking: what producer
 * batching ({@code stormmc.transfer.batch.size} 1 or 64) and queue depth ({@code stormmc.executor.receive.buffer.size}
 * 1024 or Storm's 32768) do once routing, tuple creation, executor loops and the garbage collector are all in play.
 * Each invocation releases a fixed number of spout tuples and returns when the sink has counted them all, so the
 * score is tuples through the whole chain per second. Run with {@code -prof gc} to see allocation and GC time.
 *
 * <p>The topology runs in Storm-MC's {@code LocalCluster} in this JVM for the whole trial; the gate and the sink's
 * count are static fields because the components are separate instances created by the engine.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
// A fixed heap, as in docs/benchmarks.md: the default (a quarter of RAM) would hide what queue depth does to the GC.
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class EndToEndBatchingBenchmark {

    static final int TUPLES = 100_000;
    private static final String NAME = "jmh-e2e";
    private static final long TIMEOUT_NANOS = TimeUnit.SECONDS.toNanos(60);

    /** Spout tuples the benchmark thread has allowed and the spout has not emitted yet. */
    static final AtomicLong PERMITS = new AtomicLong();
    /** Tuples the sink has received; one writer (the sink's executor thread). */
    static final AtomicLong SUNK = new AtomicLong();

    @Param({"1", "64"})
    public int batchSize;

    @Param({"1024", "32768"})
    public int queueSize;

    private LocalCluster cluster;

    @Setup(Level.Trial)
    public void start() throws Exception {
        PERMITS.set(0);
        SUNK.set(0);
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new GatedSpout(), 1);
        builder.setBolt("relay", new RelayBolt(), 1).shuffleGrouping("spout");
        builder.setBolt("sink", new SinkBolt(), 1).shuffleGrouping("relay");
        Config conf = new Config();
        conf.setNumAckers(0);
        conf.put(StormMcConfig.TRANSFER_BATCH_SIZE, batchSize);
        conf.put(StormMcConfig.EXECUTOR_RECEIVE_BUFFER_SIZE, queueSize);
        cluster = new LocalCluster();
        cluster.submitTopology(NAME, conf, builder.createTopology());
    }

    @Benchmark
    @OperationsPerInvocation(TUPLES)
    public void chain() {
        long target = SUNK.get() + TUPLES;
        PERMITS.addAndGet(TUPLES);
        long deadline = System.nanoTime() + TIMEOUT_NANOS;
        while (SUNK.get() < target) {
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException("Sink counted " + SUNK.get() + " of " + target + " tuples in time");
            }
            // Sleeps rather than spins: this thread must not take a core from the topology's three executors.
            LockSupport.parkNanos(50_000);
        }
    }

    @TearDown(Level.Trial)
    public void stop() throws Exception {
        KillOptions now = new KillOptions();
        now.set_wait_secs(0);
        cluster.killTopologyWithOpts(NAME, now);
        cluster.close();
    }

    /** Emits one tuple per nextTuple while it holds permits, taking them from the gate in bulk to avoid a CAS each. */
    public static class GatedSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;
        private static final int KEYS = 1024;
        private transient SpoutOutputCollector collector;
        private transient Long[] keys;
        private transient long budget;
        private transient int next;

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
            keys = new Long[KEYS];
            for (int i = 0; i < KEYS; i++) {
                keys[i] = (long) i; // preallocated, so the only allocations are those the engine and Values make
            }
        }

        @Override
        public void nextTuple() {
            if (budget == 0) {
                budget = PERMITS.getAndSet(0);
                if (budget == 0) {
                    return;
                }
            }
            budget--;
            collector.emit(new Values(keys[next]));
            next = (next + 1) & (KEYS - 1);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("key"));
        }
    }

    /** Re-emits its input unanchored: one queue hop and one new tuple per input. */
    public static class RelayBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private transient OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            collector.emit(new Values(input.getValue(0)));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("key"));
        }
    }

    /** Counts what arrives; the only writer of {@link #SUNK}, so a plain read and a release store suffice. */
    public static class SinkBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
        }

        @Override
        public void execute(Tuple input) {
            SUNK.lazySet(SUNK.get() + 1);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }
}
