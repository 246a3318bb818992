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
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.StatefulWindowedBoltExecutor.TaskStream;
import org.apache.storm.topology.StatefulWindowedBoltExecutor.WindowState;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.topology.base.BaseStatefulWindowedBolt;
import org.apache.storm.topology.base.BaseWindowedBolt.Count;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.apache.storm.windowing.TupleWindow;
import org.junit.jupiter.api.Test;

/**
 * A stateful windowed bolt without persistence in a running topology: message ids from {@code withMessageIdField},
 * per-stream marks committed with the state, and a crashed task that recovers its window from the replay.
 */
class StatefulWindowedBoltTest {
    private static final Map<String, AtomicBoolean> CRASHED = new ConcurrentHashMap<>();
    private static final Map<String, TopologyContext> CONTEXTS = new ConcurrentHashMap<>();

    record Window(List<Long> ids) {
    }

    /** Re-emits each id as a long, the type a message id field must have. */
    static final class Widen extends BaseBasicBolt {
        private static final long serialVersionUID = 1L;

        @Override
        public void execute(Tuple input, BasicOutputCollector collector) {
            collector.emit(new Values(input.getInteger(0).longValue()));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id"));
        }
    }

    /** Records each window; crashes once on the window numbered {@code crashAt}. */
    static final class Windows extends BaseStatefulWindowedBolt<KeyValueState<String, Long>> {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final int crashAt;
        private transient int windows;

        Windows(String key, int crashAt) {
            this.key = key;
            this.crashAt = crashAt;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            CONTEXTS.put(key, context);
        }

        @Override
        public void initState(KeyValueState<String, Long> state) {
        }

        @Override
        public void execute(TupleWindow window) {
            if (++windows == crashAt && !CRASHED.computeIfAbsent(key, k -> new AtomicBoolean()).getAndSet(true)) {
                throw new IllegalStateException("injected crash");
            }
            List<Long> ids = new ArrayList<>();
            window.get().forEach(t -> ids.add(t.getLongByField("id")));
            Recorder.record(key, new Window(ids));
        }
    }

    private static long acked(String key) {
        return Recorder.events(key, ReliableSpout.Outcome.class).stream()
            .filter(o -> o.kind().equals("ack")).map(ReliableSpout.Outcome::id).distinct().count();
    }

    private static TopologyBuilder topology(String key, int n, int crashAt) {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("ids", new ReliableSpout(key, n));
        builder.setBolt("widen", new Widen()).shuffleGrouping("ids");
        builder.setBolt("windows", new Windows(key, crashAt).withTumblingWindow(new Count(10))
            .withMessageIdField("id")).shuffleGrouping("widen");
        return builder;
    }

    private static List<Long> range(long from, long to) {
        List<Long> ids = new ArrayList<>();
        for (long i = from; i < to; i++) {
            ids.add(i);
        }
        return ids;
    }

    @Test
    void windowsFireAndTheMarksOfTheirStreamAreCommitted() throws Exception {
        String key = Recorder.newKey();
        Config conf = new Config();
        conf.setMaxSpoutPending(25); // one task each: ids reach the window in order
        conf.put(Config.TOPOLOGY_STATE_CHECKPOINT_INTERVAL, 20);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("stateful-window", conf, topology(key, 30, -1).createTopology());
            Await.until("three windows", () -> Recorder.count(key, Window.class) == 3);
            TopologyContext context = CONTEXTS.get(key);
            String namespace = context.getThisComponentId() + "-" + context.getThisTaskId() + "-window";
            TaskStream stream = new TaskStream(context.getComponentTasks("widen").get(0),
                new GlobalStreamId("widen", "default"));
            Await.until("the marks of the last window committed",
                () -> new WindowState(19, 29).equals(CommittedStates.load(context, namespace).get(stream)));
        }
        assertEquals(List.of(new Window(range(0, 10)), new Window(range(10, 20)), new Window(range(20, 30))),
            Recorder.events(key, Window.class));
    }

    @Test
    void aRestartedTaskRecoversItsWindowFromTheReplay() throws Exception {
        String key = Recorder.newKey();
        int n = 100;
        Config conf = new Config();
        conf.setMaxSpoutPending(25);
        conf.put(Config.TOPOLOGY_STATE_CHECKPOINT_INTERVAL, 20);
        // the crashed task's window tuples were never acked or failed: as in Storm, they come back when they time out
        conf.setMessageTimeoutSecs(2);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("stateful-window-crash", conf, topology(key, n, 4).createTopology());
            // ids stay un-acked while in a window or waiting for the next one to fill: at most 19 at the end
            try {
                Await.until(n - 19 + " ids acked", () -> acked(key) >= n - 19);
            } catch (AssertionError e) {
                throw new AssertionError(acked(key) + " acked; windows " + Recorder.events(key, Window.class) + "; "
                    + Recorder.events(key, ReliableSpout.Outcome.class).stream().filter(o -> !o.kind().equals("emit"))
                    .map(o -> o.kind() + o.id()).toList(), e);
            }
            assertEquals(1L, cluster.stormMc().byName("stateful-window-crash").restarts());
        }
        TreeSet<Long> seen = new TreeSet<>();
        Recorder.events(key, Window.class).forEach(w -> seen.addAll(w.ids()));
        TreeSet<Long> ackedIds = new TreeSet<>();
        Recorder.events(key, ReliableSpout.Outcome.class).stream().filter(o -> o.kind().equals("ack"))
            .forEach(o -> ackedIds.add((long) o.id()));
        assertTrue(seen.containsAll(ackedIds), "an id is acked only after a window that held it: acked " + ackedIds
            + ", in windows " + seen);
        assertTrue(Recorder.events(key, ReliableSpout.Outcome.class).stream().anyMatch(o -> o.kind().equals("fail")),
            "the crash failed the tuples held in the window");
    }
}
