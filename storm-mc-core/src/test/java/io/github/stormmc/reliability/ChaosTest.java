package io.github.stormmc.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import java.util.BitSet;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
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
import org.junit.jupiter.api.Test;

/**
 * A hostile topology, seeded: one reliable spout over a replayable source of 300,000 ids, three bolt layers of two
 * tasks each (shuffle, fields, shuffle) that throw exceptions, {@code StackOverflowError}s (real ones, from runaway
 * recursion), {@code AssertionError}s and {@code NoClassDefFoundError}s, fail tuples, sleep, and a spout whose
 * {@code nextTuple} and {@code ack} throw too. Every id must end up acked, no executor may be lost, tasks must have
 * been restarted, and the run must finish. {@code tools/chaos-soak} runs the same topology for minutes.
 */
class ChaosTest {
    static final int IDS = 300_000;

    @Test
    void everyIdIsAckedDespiteExceptionsErrorsFailsAndSleepsEverywhere() throws Exception {
        ChaosRun run = ChaosRun.start("chaos", IDS, 42L);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("chaos", run.conf(), run.topology());
            Await.until("all " + IDS + " ids acked (acked " + run.source().ackedCount() + ")",
                () -> run.source().ackedCount() == IDS, 120_000);
            // The last injected throw may still be turning into its restart.
            Await.until("every injected throw restarted its task",
                () -> cluster.stormMc().byName("chaos").restarts() == run.totalThrows());
            long restarts = cluster.stormMc().byName("chaos").restarts();
            assertEquals(IDS, run.source().ackedCount());
            cluster.stormMc().byName("chaos").worker().executors()
                .forEach(e -> assertTrue(e.isAlive(), "executor thread lost: " + e));
            assertTrue(run.injected(ChaosRun.Fault.STACK_OVERFLOW) > 0, "no StackOverflowError was injected");
            assertTrue(run.injected(ChaosRun.Fault.ASSERTION) > 0, "no AssertionError was injected");
            assertTrue(run.injected(ChaosRun.Fault.SPOUT_THROW) > 0, "the spout never threw");
            // Every injected throw from a running task restarted it; the run survived them all.
            assertEquals(run.totalThrows(), restarts, "restarts " + restarts + " vs throws " + run.totalThrows());
            assertTrue(cluster.stormMc().failures().isEmpty(), cluster.stormMc().failures().toString());
        }
    }

    /** The topology and its shared state: the source and the injected faults outlive restarted task copies. */
    static final class ChaosRun {
        enum Fault { EXCEPTION, STACK_OVERFLOW, ASSERTION, LINKAGE, FAIL, SLEEP, SPOUT_THROW }

        private static final Map<String, ChaosRun> RUNS = new ConcurrentHashMap<>();
        private final String key;
        private final long seed;
        private final Source source;
        private final Map<Fault, AtomicLong> injected = new ConcurrentHashMap<>();

        private ChaosRun(String key, int ids, long seed) {
            this.key = key;
            this.seed = seed;
            this.source = new Source(ids);
            for (Fault f : Fault.values()) {
                injected.put(f, new AtomicLong());
            }
        }

        static ChaosRun start(String key, int ids, long seed) {
            ChaosRun run = new ChaosRun(key, ids, seed);
            RUNS.put(key, run);
            return run;
        }

        static ChaosRun of(String key) {
            return RUNS.get(key);
        }

        Source source() {
            return source;
        }

        long injected(Fault fault) {
            return injected.get(fault).get();
        }

        long totalThrows() {
            return injected(Fault.EXCEPTION) + injected(Fault.STACK_OVERFLOW) + injected(Fault.ASSERTION)
                + injected(Fault.LINKAGE) + injected(Fault.SPOUT_THROW);
        }

        void count(Fault fault) {
            injected.get(fault).incrementAndGet();
        }

        Config conf() {
            Config conf = new Config();
            conf.setMaxSpoutPending(2_000);
            conf.setMessageTimeoutSecs(5);
            conf.put("stormmc.task.restart.backoff.initial.millis", 1);
            conf.put("stormmc.task.restart.backoff.max.millis", 5);
            return conf;
        }

        org.apache.storm.generated.StormTopology topology() {
            TopologyBuilder builder = new TopologyBuilder();
            builder.setSpout("spout", new ChaosSpout(key, seed), 1);
            builder.setBolt("layer1", new ChaosBolt(key, seed + 1), 2).shuffleGrouping("spout");
            builder.setBolt("layer2", new ChaosBolt(key, seed + 2), 2).fieldsGrouping("layer1", new Fields("id"));
            builder.setBolt("layer3", new ChaosBolt(key, seed + 3), 2).shuffleGrouping("layer2");
            return builder.createTopology();
        }
    }

    /** A replayable source (think Kafka): which ids are acked, and which to send again, survive spout restarts. */
    static final class Source {
        private final int ids;
        private final BitSet acked;
        private final AtomicLong ackedCount = new AtomicLong();
        private final ConcurrentLinkedQueue<Integer> replays = new ConcurrentLinkedQueue<>();
        private int next;

        Source(int ids) {
            this.ids = ids;
            this.acked = new BitSet(ids);
        }

        /** A new spout instance: everything not acked is sent again (the old instance's trees are moot). */
        synchronized void rewind() {
            replays.clear();
            for (int id = acked.nextClearBit(0); id < next; id = acked.nextClearBit(id + 1)) {
                replays.add(id);
            }
        }

        synchronized Integer take() {
            Integer replay = replays.poll();
            if (replay != null) {
                return replay;
            }
            return next < ids ? next++ : null;
        }

        synchronized void ack(int id) {
            if (!acked.get(id)) {
                acked.set(id);
                ackedCount.incrementAndGet();
            }
        }

        void fail(int id) {
            replays.add(id);
        }

        long ackedCount() {
            return ackedCount.get();
        }
    }

    public static final class ChaosSpout extends BaseRichSpout {
        private final String key;
        private final long seed;
        private transient SpoutOutputCollector collector;
        private transient SplittableRandom random;
        private transient ChaosRun run;

        ChaosSpout(String key, long seed) {
            this.key = key;
            this.seed = seed;
        }

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
            this.run = ChaosRun.of(key);
            this.random = new SplittableRandom(seed + run.injected(ChaosRun.Fault.SPOUT_THROW));
            run.source().rewind();
        }

        @Override
        public void nextTuple() {
            Integer id = run.source().take();
            if (id == null) {
                return;
            }
            if (random.nextInt(20_000) == 0) {
                run.source().fail(id); // taken from the source but never emitted: the source sends it again
                run.count(ChaosRun.Fault.SPOUT_THROW);
                throw new IllegalStateException("chaos: nextTuple throws");
            }
            collector.emit(new Values(id), id);
        }

        @Override
        public void ack(Object msgId) {
            run.source().ack((Integer) msgId);
            if (random.nextInt(50_000) == 0) {
                run.count(ChaosRun.Fault.SPOUT_THROW);
                throw new IllegalStateException("chaos: ack throws (after recording the ack)");
            }
        }

        @Override
        public void fail(Object msgId) {
            run.source().fail((Integer) msgId);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id"));
        }
    }

    public static final class ChaosBolt extends BaseRichBolt {
        private final String key;
        private final long seed;
        private transient OutputCollector collector;
        private transient SplittableRandom random;
        private transient ChaosRun run;

        ChaosBolt(String key, long seed) {
            this.key = key;
            this.seed = seed;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
            this.run = ChaosRun.of(key);
            // a fresh copy draws a different sequence, or a restart would replay the same fault forever
            this.random = new SplittableRandom(seed * 31 + context.getThisTaskId() * 1_000_003L + run.totalThrows());
        }

        @Override
        public void execute(Tuple input) {
            int draw = random.nextInt(50_000);
            if (draw < 10) {
                run.count(ChaosRun.Fault.EXCEPTION);
                throw new RuntimeException("chaos: exception");
            } else if (draw < 11) {
                run.count(ChaosRun.Fault.STACK_OVERFLOW);
                recurse(0);
            } else if (draw < 12) {
                run.count(ChaosRun.Fault.ASSERTION);
                throw new AssertionError("chaos: assertion");
            } else if (draw < 13) {
                run.count(ChaosRun.Fault.LINKAGE);
                throw new NoClassDefFoundError("chaos/Missing");
            } else if (draw < 23) {
                run.count(ChaosRun.Fault.FAIL);
                collector.fail(input);
                return;
            } else if (draw < 33) {
                run.count(ChaosRun.Fault.SLEEP);
                org.apache.storm.utils.Utils.sleep(1);
            }
            collector.emit(input, new Values(input.getInteger(0)));
            collector.ack(input);
        }

        private static int recurse(int depth) { // NOPMD: deliberate
            return recurse(depth + 1) + 1; // runs until the stack overflows
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id"));
        }
    }
}
