package org.apache.storm.spout;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.NoOpSpoutOutputCollector;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.state.InMemoryKeyValueState;
import org.apache.storm.state.KeyValueState;
import org.junit.jupiter.api.Test;

/** The checkpoint spout's sequence of actions from a given saved progress, acks and fails. */
class CheckpointSpoutTest {
    private final List<String> sent = new ArrayList<>();
    private final KeyValueState<String, CheckPointState> state = new InMemoryKeyValueState<>();
    private final CheckpointSpout spout = new CheckpointSpout();

    private void open() {
        spout.open(null, collector(), 0, state);
    }

    private SpoutOutputCollector collector() {
        return new SpoutOutputCollector(new NoOpSpoutOutputCollector() {
            @Override
            public List<Integer> emit(String streamId, List<Object> tuple, Object messageId) {
                sent.add(streamId + " " + tuple + " id=" + messageId);
                return List.of();
            }
        });
    }

    @Test
    void withoutSavedProgressItInitialisesTransactionMinusOneThenPreparesAndCommitsZero() {
        state.put("__state", new CheckPointState(-1, CheckPointState.State.COMMITTED));
        open();
        spout.nextTuple();
        spout.nextTuple(); // nothing new until the INITSTATE is acked
        spout.ack(-1L);
        spout.nextTuple();
        spout.ack(0L);
        spout.nextTuple();
        spout.ack(0L);
        assertEquals(List.of("$checkpoint [-1, INITSTATE] id=-1", "$checkpoint [0, PREPARE] id=0",
            "$checkpoint [0, COMMIT] id=0"), sent);
        assertEquals(new CheckPointState(0, CheckPointState.State.COMMITTED), state.get("__state"));
    }

    @Test
    void aFailedPrepareIsRolledBackThenTheStateIsInitialisedAgain() {
        state.put("__state", new CheckPointState(4, CheckPointState.State.COMMITTED));
        open();
        spout.nextTuple();
        spout.ack(4L);
        spout.nextTuple();
        spout.fail(5L);
        spout.nextTuple();
        spout.ack(5L);
        spout.nextTuple();
        spout.ack(3L); // an ack of another transaction changes nothing
        spout.ack(4L);
        assertEquals(List.of("$checkpoint [4, INITSTATE] id=4", "$checkpoint [5, PREPARE] id=5",
            "$checkpoint [5, ROLLBACK] id=5", "$checkpoint [4, INITSTATE] id=4"), sent);
        assertEquals(new CheckPointState(4, CheckPointState.State.COMMITTED), state.get("__state"));
    }

    /** Outside a running topology (no storm id), each open gets fresh progress, as from Storm's state provider. */
    @Test
    void openedOutsideATopologyItStartsFromNoTransactionEachTime() {
        TopologyContext context = new TopologyContext(new StormTopology(new HashMap<>(), new HashMap<>(), new HashMap<>()),
            new HashMap<>(), Map.of(1, "test"), Map.of("test", List.of(1)), new HashMap<>(), null, null, null, null, 1, null,
            List.of(1), null, null, null, null, null, null);
        CheckpointSpout first = new CheckpointSpout();
        first.open(new HashMap<>(), context, collector());
        first.nextTuple();
        first.ack(-1L);
        first.nextTuple(); // saves transaction 0 as PREPARING
        CheckpointSpout second = new CheckpointSpout();
        second.open(new HashMap<>(), context, collector());
        second.nextTuple();
        assertEquals(List.of("$checkpoint [-1, INITSTATE] id=-1", "$checkpoint [0, PREPARE] id=0",
            "$checkpoint [-1, INITSTATE] id=-1"), sent);
    }
}
