package org.apache.storm.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.stormmc.testing.NoOpOutputCollector;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apache.storm.Config;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.state.InMemoryKeyValueState;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.streams.Pair;
import org.apache.storm.task.GeneralTopologyContext;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.base.BaseStatefulWindowedBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.tuple.Values;
import org.apache.storm.windowing.TupleWindow;
import org.apache.storm.windowing.persistence.WindowState.WindowPartition;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A persistent window run as Storm runs it: Storm's window manager and policies over a {@code WindowState}, with the
 * writes to its three states, the acks and the late-tuple emits Storm makes, and the window back after a rollback or
 * a restart.
 */
class PersistentWindowedBoltExecutorStateTest {
    private static final GlobalStreamId INPUT = new GlobalStreamId("a", "s");
    private final List<String> windows = new ArrayList<>();
    private final List<String> collected = new ArrayList<>();
    private final RecordingState<Long, WindowPartition<Tuple>> partitions = new RecordingState<>();
    private final RecordingState<String, Deque<Long>> partitionIds = new RecordingState<>();
    private final RecordingState<String, Optional<?>> system = new RecordingState<>();
    private final List<WindowedBoltExecutor> prepared = new ArrayList<>();

    @AfterEach
    void cleanup() {
        prepared.forEach(WindowedBoltExecutor::cleanup); // stops the window timer thread each task started
    }

    /** Records writes as readable lines; reads go to the in-memory state. */
    static final class RecordingState<K, V> extends InMemoryKeyValueState<K, V> {
        final List<String> writes = new ArrayList<>();

        @Override
        public void put(K key, V value) {
            writes.add("put " + key + (value instanceof WindowPartition<?> p ? " (" + p.size() + " events)"
                : value instanceof Optional<?> o ? " " + o : ""));
            super.put(key, value);
        }

        @Override
        public V delete(K key) {
            writes.add("delete " + key);
            return super.delete(key);
        }
    }

    /** Records each window as its ids, iterating it twice as a bolt may. */
    private final class Bolt extends BaseStatefulWindowedBolt<KeyValueState<String, Long>> {
        private static final long serialVersionUID = 1L;

        @Override
        public void initState(KeyValueState<String, Long> state) {
        }

        @Override
        public void execute(TupleWindow window) {
            List<Long> first = ids(window.getIter());
            List<Long> second = ids(window.getIter());
            windows.add(first + (first.equals(second) ? "" : " then " + second) + " ending " + window.getEndTimestamp());
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declareStream("late", new Fields("late_tuple"));
        }
    }

    private static List<Long> ids(Iterator<Tuple> it) {
        List<Long> ids = new ArrayList<>();
        it.forEachRemaining(t -> ids.add(t.getLongByField("id")));
        return ids;
    }

    private static Tuple tuple(long id, long ts) {
        GeneralTopologyContext general = new GeneralTopologyContext(
            new StormTopology(new HashMap<>(), new HashMap<>(), new HashMap<>()), new HashMap<>(), new HashMap<>(),
            new HashMap<>(), Map.of("a", Map.of("s", new Fields("id", "ts"))), "w");
        return new TupleImpl(general, new Values(id, ts), "a", 1, "s");
    }

    private static TopologyContext context() {
        return new TopologyContext(new StormTopology(new HashMap<>(), new HashMap<>(), new HashMap<>()),
            new HashMap<>(), Map.of(1, "a", 2, "w"), Map.of("a", List.of(1), "w", List.of(2)), new HashMap<>(), null,
            null, null, null, 2, null, List.of(2), null, null, new HashMap<>(), null, null, null) {
            @Override
            public Map<GlobalStreamId, Grouping> getThisSources() {
                Map<GlobalStreamId, Grouping> sources = new HashMap<>();
                sources.put(INPUT, null);
                return sources;
            }

            @Override
            public Set<String> getThisStreams() {
                return Set.of("default", "late");
            }
        };
    }

    private OutputCollector collector() {
        return new OutputCollector(new NoOpOutputCollector() {
            @Override
            public List<Integer> emit(String streamId, Collection<Tuple> anchors, List<Object> tuple) {
                collected.add("emit " + streamId + " anchored to " + ids(anchors.iterator()) + " "
                    + ((Tuple) tuple.get(0)).getLongByField("id"));
                return List.of();
            }

            @Override
            public void ack(Tuple input) {
                collected.add("ack " + input.getLongByField("id"));
            }

            @Override
            public void fail(Tuple input) {
                collected.add("fail " + input.getLongByField("id"));
            }
        });
    }

    private PersistentWindowedBoltExecutor<KeyValueState<String, Long>> prepared(int count, boolean eventTime) {
        Bolt bolt = new Bolt();
        if (eventTime) {
            bolt.withTimestampField("ts").withLateTupleStream("late");
        }
        Map<String, Object> conf = new HashMap<>(bolt.getComponentConfiguration());
        conf.put(Config.TOPOLOGY_BOLTS_WINDOW_LENGTH_COUNT, count);
        conf.put(Config.TOPOLOGY_BOLTS_SLIDING_INTERVAL_COUNT, count);
        conf.put(Config.TOPOLOGY_BOLTS_WATERMARK_EVENT_INTERVAL_MS, 100_000); // run by hand only
        PersistentWindowedBoltExecutor<KeyValueState<String, Long>> executor =
            new PersistentWindowedBoltExecutor<>(bolt);
        executor.prepare(conf, context(), collector(), partitions, partitionIds, system);
        prepared.add(executor);
        return executor;
    }

    @Test
    void anEventTimeWindowIsCheckpointedWithThePolicyPositionsAtPrePrepare() {
        PersistentWindowedBoltExecutor<KeyValueState<String, Long>> executor = prepared(5, true);
        assertEquals(List.of("put pk"), partitionIds.writes, "an empty window starts partition 0");
        executor.initState(null);
        for (long id = 0; id < 5; id++) {
            executor.execute(tuple(id, 100));
        }
        assertEquals(List.of("ack 0", "ack 1", "ack 2", "ack 3", "ack 4"), collected, "acked as they join");
        executor.waterMarkEventGenerator.run(); // the watermark reaches 100
        assertEquals(List.of("[0, 1, 2, 3, 4] ending 100"), windows);
        executor.prePrepare(1);
        assertEquals(List.of("put 0 (5 events)"), partitions.writes);
        assertEquals(List.of("put pk"), partitionIds.writes);
        assertEquals(List.of("put es Optional[(5, 5)]", "put ts Optional[100]"), system.writes);
        assertEquals(Optional.of(Pair.of(5L, 5L)), system.get("es"));
    }

    @Test
    void aLateTupleIsEmittedAnchoredToItselfAndAckedOnce() {
        PersistentWindowedBoltExecutor<KeyValueState<String, Long>> executor = prepared(5, true);
        executor.initState(null);
        executor.execute(tuple(0, 100));
        executor.waterMarkEventGenerator.run();
        executor.execute(tuple(1, 50));
        assertEquals(List.of("ack 0", "emit late anchored to [1] 1", "ack 1"), collected);
    }

    @Test
    void nothingRunsBeforeInitState() {
        PersistentWindowedBoltExecutor<KeyValueState<String, Long>> executor = prepared(5, false);
        assertThrows(IllegalStateException.class, () -> executor.execute(tuple(0, 0)));
        assertThrows(IllegalStateException.class, () -> executor.prePrepare(1));
        executor.initState(null);
        assertThrows(IllegalStateException.class, () -> executor.initState(null));
        assertThrows(IllegalStateException.class, () -> executor.preCommit(1), "commit before prepare");
    }

    @Test
    void aRollbackReturnsToTheCommittedWindowAndTriggerPosition() {
        PersistentWindowedBoltExecutor<KeyValueState<String, Long>> executor = prepared(4, false);
        executor.initState(null);
        executor.execute(tuple(0, 0));
        executor.execute(tuple(1, 0));
        executor.prePrepare(1);
        executor.preCommit(1);
        executor.execute(tuple(2, 0)); // not committed
        executor.preRollback();
        executor.execute(tuple(3, 0));
        assertEquals(List.of(), windows, "the count restored from the commit is 2, plus 1");
        executor.execute(tuple(4, 0));
        assertEquals(1, windows.size());
        assertEquals("[0, 1, 3, 4]", windows.get(0).substring(0, windows.get(0).indexOf(" ending")));
    }

    @Test
    void aNewTaskOverTheCommittedStatesGetsTheWindowBack() {
        PersistentWindowedBoltExecutor<KeyValueState<String, Long>> first = prepared(4, false);
        first.initState(null);
        for (long id = 0; id < 3; id++) {
            first.execute(tuple(id, 0));
        }
        first.prePrepare(1);
        first.preCommit(1);
        PersistentWindowedBoltExecutor<KeyValueState<String, Long>> restarted = prepared(4, false);
        restarted.initState(null);
        restarted.execute(tuple(3, 0));
        assertEquals(1, windows.size());
        assertEquals("[0, 1, 2, 3]", windows.get(0).substring(0, windows.get(0).indexOf(" ending")));
    }
}
