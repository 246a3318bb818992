package org.apache.storm.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.state.CommittedStates;
import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.ReliableSpout;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.base.BaseStatefulWindowedBolt;
import org.apache.storm.topology.base.BaseWindowedBolt.Count;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.windowing.TupleWindow;
import org.junit.jupiter.api.Test;

/**
 * {@code withPersistence()}: window tuples are acked at the checkpoint that stores them, and a restarted task gets its
 * window back from the last commit.
 */
class PersistentWindowedBoltTest {
    private static final Map<String, AtomicBoolean> CRASHED = new ConcurrentHashMap<>();
    private static final Map<String, TopologyContext> CONTEXTS = new ConcurrentHashMap<>();

    record Window(List<Integer> ids) {
    }

    record Restored(int windowSize) {
    }

    /** Adds each window's ids to a sum kept in state; crashes once on the window numbered {@code crashAt}. */
    static final class SummingBolt extends BaseStatefulWindowedBolt<KeyValueState<String, Long>> {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final int crashAt;
        private transient KeyValueState<String, Long> sum;
        private transient int windows;

        SummingBolt(String key, int crashAt) {
            this.key = key;
            this.crashAt = crashAt;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            CONTEXTS.put(key, context);
        }

        @Override
        public void initState(KeyValueState<String, Long> state) {
            sum = state;
        }

        @Override
        public void execute(TupleWindow window) {
            if (++windows == crashAt && !CRASHED.computeIfAbsent(key, k -> new AtomicBoolean()).getAndSet(true)) {
                throw new IllegalStateException("injected crash");
            }
            List<Integer> ids = new ArrayList<>();
            for (var it = window.getIter(); it.hasNext(); ) {
                Tuple t = it.next();
                ids.add(t.getInteger(0));
                sum.put("sum", sum.get("sum", 0L) + t.getInteger(0));
            }
            Recorder.record(key, new Window(ids));
        }
    }

    private static List<Integer> range(int from, int to) {
        List<Integer> ids = new ArrayList<>();
        for (int i = from; i < to; i++) {
            ids.add(i);
        }
        return ids;
    }

    private static long acked(String key) {
        return Recorder.events(key, ReliableSpout.Outcome.class).stream()
            .filter(o -> o.kind().equals("ack")).map(ReliableSpout.Outcome::id).distinct().count();
    }

    @Test
    void aWindowLargerThanMaxSpoutPendingFillsBecauseTuplesAreAckedAtCheckpoints() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("ids", new ReliableSpout(key, 200));
        builder.setBolt("sum", new SummingBolt(key, -1).withTumblingWindow(new Count(50)).withPersistence())
            .shuffleGrouping("ids");
        Config conf = new Config();
        conf.setMaxSpoutPending(10); // in-memory windows ack at expiry: a window of 50 would never fill
        conf.put(Config.TOPOLOGY_STATE_CHECKPOINT_INTERVAL, 20);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("persistent-window", conf, builder.createTopology());
            try {
                Await.until("all 200 ids acked", () -> acked(key) == 200);
            } catch (AssertionError e) {
                throw new AssertionError(acked(key) + " acked; windows " + Recorder.count(key, Window.class) + "; "
                    + Recorder.events(key, ReliableSpout.Outcome.class).stream().filter(o -> !o.kind().equals("emit")).toList(), e);
            }
            Await.until("four windows", () -> Recorder.count(key, Window.class) == 4);
        }
        assertEquals(List.of(new Window(range(0, 50)), new Window(range(50, 100)), new Window(range(100, 150)),
            new Window(range(150, 200))), Recorder.events(key, Window.class));
        assertEquals(0, Recorder.events(key, ReliableSpout.Outcome.class).stream()
            .filter(o -> o.kind().equals("fail")).count());
    }

    @Test
    void aRestartedTaskResumesFromTheCommittedWindowAndStateWithExactSums() throws Exception {
        String key = Recorder.newKey();
        int n = 300;
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("ids", new ReliableSpout(key, n));
        builder.setBolt("sum", new SummingBolt(key, 7).withTumblingWindow(new Count(10)).withPersistence())
            .shuffleGrouping("ids");
        Config conf = new Config();
        conf.setMaxSpoutPending(25);
        conf.put(Config.TOPOLOGY_STATE_CHECKPOINT_INTERVAL, 20);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("persistent-window-crash", conf, builder.createTopology());
            // acks are released at commits, so all acked means every id is in a committed window or the state
            Await.until("all " + n + " ids acked", () -> acked(key) == n);
            TopologyContext context = CONTEXTS.get(key);
            String namespace = context.getThisComponentId() + "-" + context.getThisTaskId();
            long expected = (long) n * (n - 1) / 2;
            // the last windows may still be in the window (acked at a checkpoint, not yet summed) until it fills
            Await.until("the committed sum to be complete",
                () -> Long.valueOf(expected).equals(CommittedStates.load(context, namespace).get("sum")));
            assertEquals(1L, cluster.stormMc().byName("persistent-window-crash").restarts());
        }
        TreeSet<Integer> seen = new TreeSet<>();
        Recorder.events(key, Window.class).forEach(w -> seen.addAll(w.ids()));
        assertEquals(new TreeSet<>(range(0, n)), seen);
        assertTrue(Recorder.events(key, ReliableSpout.Outcome.class).stream().anyMatch(o -> o.kind().equals("fail")),
            "the crash failed the tuples after the last commit");
    }
}
