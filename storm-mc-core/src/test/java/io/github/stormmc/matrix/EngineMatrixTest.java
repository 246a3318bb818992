package io.github.stormmc.matrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Delivery, routing, per-key order, acking and backpressure, end to end, at every point of {@link EngineSpec}: a
 * spout emits ids keyed by {@code id % KEYS}; a relay (two tasks) forwards each, anchored, by fields grouping to a
 * sink (two tasks) that records what it got. A queue of 4 slots against a few thousand tuples keeps backpressure on
 * for most of a run.
 */
class EngineMatrixTest {
    private static final int TUPLES = 3_000;
    private static final int KEYS = 7;
    private static final Map<String, Run> RUNS = new ConcurrentHashMap<>();

    /** What one run's components saw. */
    static final class Run {
        final Queue<int[]> received = new ConcurrentLinkedQueue<>(); // {sink task, key, id}
        final AtomicInteger acked = new AtomicInteger();
        final AtomicInteger failed = new AtomicInteger();
        final AtomicInteger emitted = new AtomicInteger();
    }

    static EngineSpec[] specs() {
        return EngineSpec.all().toArray(EngineSpec[]::new);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("specs")
    void everyTupleArrivesOnceInKeyOrderOnItsKeysTaskAndIsAckedOnce(EngineSpec spec) throws Exception {
        String key = UUID.randomUUID().toString();
        Run run = new Run();
        RUNS.put(key, run);
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("ids", new IdSpout(key, spec.acking()));
        builder.setBolt("relay", new Relay(false), 2).fieldsGrouping("ids", new Fields("key"));
        builder.setBolt("sink", new Sink(key), 2).fieldsGrouping("relay", new Fields("key"));
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("matrix", spec.config(), builder.createTopology());
            Await.until(spec + ": all " + TUPLES + " received",
                () -> run.received.size() >= TUPLES && (!spec.acking() || run.acked.get() + run.failed.get() >= TUPLES),
                120_000);
        } finally {
            RUNS.remove(key);
        }
        List<int[]> received = new ArrayList<>(run.received);
        assertEquals(TUPLES, received.size(), spec + ": received");
        boolean[] seen = new boolean[TUPLES];
        Map<Integer, Integer> taskOfKey = new HashMap<>();
        Map<Integer, Integer> lastIdOfKey = new HashMap<>();
        for (int[] r : received) {
            int task = r[0];
            int k = r[1];
            int id = r[2];
            assertTrue(!seen[id], spec + ": id " + id + " twice");
            seen[id] = true;
            assertEquals(id % KEYS, k, spec + ": key of " + id);
            assertEquals(taskOfKey.computeIfAbsent(k, x -> task), task, spec + ": key " + k + " on two sink tasks");
            Integer last = lastIdOfKey.put(k, id);
            assertTrue(last == null || last < id, spec + ": key " + k + " got " + id + " after " + last);
        }
        assertEquals(TUPLES, run.emitted.get(), spec + ": emitted");
        assertEquals(spec.acking() ? TUPLES : 0, run.acked.get(), spec + ": acked");
        assertEquals(0, run.failed.get(), spec + ": failed");
    }

    static EngineSpec[] ackedSpecs() {
        return EngineSpec.all().filter(EngineSpec::acking).toArray(EngineSpec[]::new);
    }

    /** The relay fails every tenth id the first time it sees it: the spout replays exactly those, once each. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("ackedSpecs")
    void failedTuplesAreReplayedUntilEveryIdIsAckedOnce(EngineSpec spec) throws Exception {
        String key = UUID.randomUUID().toString();
        Run run = new Run();
        RUNS.put(key, run);
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("ids", new IdSpout(key, true));
        builder.setBolt("relay", new Relay(true), 2).fieldsGrouping("ids", new Fields("key"));
        builder.setBolt("sink", new Sink(key), 2).fieldsGrouping("relay", new Fields("key"));
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("matrix-replay", spec.config(), builder.createTopology());
            Await.until(spec + ": all " + TUPLES + " acked", () -> run.acked.get() >= TUPLES, 120_000);
        } finally {
            RUNS.remove(key);
        }
        boolean[] seen = new boolean[TUPLES];
        for (int[] r : run.received) {
            assertTrue(!seen[r[2]], spec + ": id " + r[2] + " twice");
            seen[r[2]] = true;
        }
        assertEquals(TUPLES, run.received.size(), spec + ": received");
        assertEquals(TUPLES, run.acked.get(), spec + ": acked");
        assertEquals(TUPLES / 10, run.failed.get(), spec + ": failed");
        assertEquals(TUPLES + TUPLES / 10, run.emitted.get(), spec + ": emitted, replays included");
    }

    /** Emits ids 0..TUPLES-1, with message ids when acking; replays failed ids. */
    static final class IdSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final boolean reliable;
        private transient SpoutOutputCollector collector;
        private transient java.util.ArrayDeque<Integer> replays;
        private transient int next;

        IdSpout(String key, boolean reliable) {
            this.key = key;
            this.reliable = reliable;
        }

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
            this.replays = new java.util.ArrayDeque<>();
        }

        @Override
        public void nextTuple() {
            Integer replay = replays.poll();
            if (replay != null || next < TUPLES) {
                int id = replay != null ? replay : next++;
                Values values = new Values(id % KEYS, id);
                if (reliable) {
                    collector.emit(values, id);
                } else {
                    collector.emit(values);
                }
                RUNS.get(key).emitted.incrementAndGet();
            }
        }

        @Override
        public void ack(Object msgId) {
            RUNS.get(key).acked.incrementAndGet();
        }

        @Override
        public void fail(Object msgId) {
            RUNS.get(key).failed.incrementAndGet();
            replays.add((Integer) msgId);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("key", "id"));
        }
    }

    /** Forwards each tuple anchored to it, then acks it; with {@code failTenths}, fails every tenth id once first. */
    static final class Relay extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final boolean failTenths;
        private transient OutputCollector collector;
        private transient java.util.Set<Integer> failedOnce;

        Relay(boolean failTenths) {
            this.failTenths = failTenths;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
            this.failedOnce = new java.util.HashSet<>();
        }

        @Override
        public void execute(Tuple input) {
            int id = input.getInteger(1);
            if (failTenths && id % 10 == 0 && failedOnce.add(id)) {
                collector.fail(input);
                return;
            }
            collector.emit(input, new Values(input.getInteger(0), id));
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("key", "id"));
        }
    }

    /** Records (task, key, id) and acks. */
    static final class Sink extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final String key;
        private transient OutputCollector collector;
        private transient int task;

        Sink(String key) {
            this.key = key;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
            this.task = context.getThisTaskId();
        }

        @Override
        public void execute(Tuple input) {
            RUNS.get(key).received.add(new int[] {task, input.getInteger(0), input.getInteger(1)});
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }
}
