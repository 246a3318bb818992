package org.apache.storm.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.NoOpOutputCollector;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.state.DefaultStateSerializer;
import org.apache.storm.state.InMemoryKeyValueState;
import org.apache.storm.state.KeyValueState;
import org.apache.storm.task.GeneralTopologyContext;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.StatefulWindowedBoltExecutor.TaskStream;
import org.apache.storm.topology.StatefulWindowedBoltExecutor.WindowState;
import org.apache.storm.topology.base.BaseStatefulWindowedBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.tuple.Values;
import org.apache.storm.windowing.TupleWindow;
import org.junit.jupiter.api.Test;

/**
 * A stateful windowed bolt without persistence: it needs a message id field, records per source task and stream the
 * last expired and last evaluated ids after each window, and after a restart sorts replayed tuples by those marks.
 */
class StatefulWindowedBoltRecoveryTest {
    private static final GlobalStreamId STREAM = new GlobalStreamId("a", "s");
    private static final GlobalStreamId OTHER = new GlobalStreamId("b", "s");
    private final List<String> windows = new ArrayList<>();
    private final List<Long> acked = new ArrayList<>();
    private final KeyValueState<TaskStream, WindowState> marks = new InMemoryKeyValueState<>();

    private final class Bolt extends BaseStatefulWindowedBolt<KeyValueState<String, Long>> {
        private static final long serialVersionUID = 1L;

        @Override
        public void initState(KeyValueState<String, Long> state) {
        }

        @Override
        public void execute(TupleWindow window) {
            windows.add(ids(window.get()) + " new " + ids(window.getNew()) + " expired " + ids(window.getExpired()));
        }
    }

    private static List<Long> ids(List<Tuple> tuples) {
        List<Long> ids = new ArrayList<>();
        tuples.forEach(t -> ids.add(t.getLongByField("msgid")));
        return ids;
    }

    private static Tuple tuple(String component, long id) {
        GeneralTopologyContext general = new GeneralTopologyContext(
            new StormTopology(new HashMap<>(), new HashMap<>(), new HashMap<>()), new HashMap<>(), new HashMap<>(),
            new HashMap<>(), Map.of(component, Map.of("s", new Fields("msgid"))), "w");
        return new TupleImpl(general, new Values(id), component, 1, "s");
    }

    private static TopologyContext context(List<GlobalStreamId> sources) {
        return new TopologyContext(new StormTopology(new HashMap<>(), new HashMap<>(), new HashMap<>()),
            new HashMap<>(), Map.of(1, "a", 2, "w"), Map.of("a", List.of(1), "w", List.of(2)), new HashMap<>(), null,
            null, null, null, 2, null, List.of(2), null, null, new HashMap<>(), null, null, null) {
            @Override
            public Map<GlobalStreamId, Grouping> getThisSources() {
                Map<GlobalStreamId, Grouping> map = new HashMap<>();
                sources.forEach(s -> map.put(s, null));
                return map;
            }

            @Override
            public List<Integer> getComponentTasks(String componentId) {
                return List.of(1);
            }
        };
    }

    private OutputCollector collector() {
        return new OutputCollector(new NoOpOutputCollector() {
            @Override
            public List<Integer> emit(String streamId, Collection<Tuple> anchors, List<Object> tuple) {
                return List.of();
            }

            @Override
            public void ack(Tuple input) {
                acked.add(input.getLongByField("msgid"));
            }
        });
    }

    private static Map<String, Object> conf(boolean withMsgId) {
        Map<String, Object> conf = new HashMap<>();
        conf.put(Config.TOPOLOGY_BOLTS_WINDOW_LENGTH_COUNT, 5);
        conf.put(Config.TOPOLOGY_BOLTS_SLIDING_INTERVAL_COUNT, 5);
        if (withMsgId) {
            conf.put(Config.TOPOLOGY_BOLTS_MESSAGE_ID_FIELD_NAME, "msgid");
        }
        return conf;
    }

    private StatefulWindowedBoltExecutor<KeyValueState<String, Long>> prepared(List<GlobalStreamId> sources) {
        StatefulWindowedBoltExecutor<KeyValueState<String, Long>> executor =
            new StatefulWindowedBoltExecutor<>(new Bolt());
        executor.prepare(conf(true), context(sources), collector(), marks);
        executor.initState(null);
        return executor;
    }

    @Test
    void withoutAMessageIdFieldPrepareFails() {
        StatefulWindowedBoltExecutor<KeyValueState<String, Long>> executor =
            new StatefulWindowedBoltExecutor<>(new Bolt());
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
            () -> executor.prepare(conf(false), context(List.of(STREAM)), collector(), marks));
        assertTrue(e.getMessage().startsWith(Config.TOPOLOGY_BOLTS_MESSAGE_ID_FIELD_NAME + " is not set"));
    }

    @Test
    void executeBeforeInitStateFails() {
        StatefulWindowedBoltExecutor<KeyValueState<String, Long>> executor =
            new StatefulWindowedBoltExecutor<>(new Bolt());
        executor.prepare(conf(true), context(List.of(STREAM)), collector(), marks);
        assertThrows(IllegalStateException.class, () -> executor.execute(tuple("a", 0)));
    }

    @Test
    void eachWindowRaisesTheMarksOfItsStream() {
        StatefulWindowedBoltExecutor<KeyValueState<String, Long>> executor = prepared(List.of(STREAM));
        for (long id = 0; id < 5; id++) {
            executor.execute(tuple("a", id));
        }
        assertEquals(new WindowState(Long.MIN_VALUE, 4), marks.get(new TaskStream(1, STREAM)));
        for (long id = 5; id < 10; id++) {
            executor.execute(tuple("a", id));
        }
        assertEquals(new WindowState(4, 9), marks.get(new TaskStream(1, STREAM)));
        assertEquals(List.of("[0, 1, 2, 3, 4] new [0, 1, 2, 3, 4] expired []",
            "[5, 6, 7, 8, 9] new [5, 6, 7, 8, 9] expired [0, 1, 2, 3, 4]"), windows);
        assertEquals(List.of(0L, 1L, 2L, 3L, 4L), acked);
    }

    @Test
    void replayedTuplesAreSortedByTheRecordedMarks() {
        marks.put(new TaskStream(1, STREAM), new WindowState(4, 9));
        StatefulWindowedBoltExecutor<KeyValueState<String, Long>> executor = prepared(List.of(STREAM, OTHER));
        // OTHER has no marks: its tuple waits until STREAM has recovered
        executor.execute(tuple("b", 100));
        for (long id = 0; id < 10; id++) {
            executor.execute(tuple("a", id));
        }
        assertEquals(List.of(0L, 1L, 2L, 3L, 4L), acked, "ids up to the last expired one are acked and dropped");
        assertEquals(List.of(), windows, "ids up to the last evaluated one refill the window without firing it");
        executor.execute(tuple("a", 10)); // past the marks: recovery ends, the held-back tuples run first
        for (long id = 11; id < 14; id++) {
            executor.execute(tuple("a", id));
        }
        assertEquals(List.of("[100, 10, 11, 12, 13] new [100, 10, 11, 12, 13] expired [5, 6, 7, 8, 9]"), windows);
        assertEquals(List.of(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L), acked);
        assertEquals(new WindowState(9, 13), marks.get(new TaskStream(1, STREAM)));
        assertEquals(new WindowState(Long.MIN_VALUE, 100), marks.get(new TaskStream(1, OTHER)));
    }

    @Test
    void theMarksSurviveTheStateSerializer() {
        DefaultStateSerializer<Object> serializer = new DefaultStateSerializer<>();
        assertEquals(new TaskStream(1, STREAM), serializer.deserialize(serializer.serialize(new TaskStream(1, STREAM))));
        assertEquals(new WindowState(4, 9), serializer.deserialize(serializer.serialize(new WindowState(4, 9))));
    }
}
