package io.github.stormmc.trident;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.apache.storm.LocalCluster;
import org.apache.storm.trident.TridentTopology;
import org.apache.storm.trident.operation.builtin.Max;
import org.apache.storm.trident.operation.builtin.MaxWithComparator;
import org.apache.storm.trident.operation.builtin.Min;
import org.apache.storm.trident.state.JSONNonTransactionalSerializer;
import org.apache.storm.trident.state.JSONOpaqueSerializer;
import org.apache.storm.trident.state.JSONTransactionalSerializer;
import org.apache.storm.trident.state.OpaqueValue;
import org.apache.storm.trident.state.TransactionalValue;
import org.apache.storm.trident.state.map.MicroBatchIBackingMap;
import org.apache.storm.trident.testing.FixedBatchSpout;
import org.apache.storm.trident.testing.LRUMemoryMapState;
import org.apache.storm.trident.testing.MemoryBackingMap;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** Trident's comparison aggregators, the LRU memory state, the JSON state serializers and micro-batched maps. */
class TridentStateExtrasTest {

    private static FixedBatchSpout numbers() {
        return new FixedBatchSpout(new Fields("n"), 5, new Values(3), new Values(5), new Values(1), new Values(4),
            new Values(2));
    }

    @Test
    void maxMinAndComparatorAggregatorsPickTheWinningTuple() throws Exception {
        Sink max = Sink.create();
        Sink min = Sink.create();
        Sink reversed = Sink.create();
        TridentTopology topology = new TridentTopology();
        topology.newStream("max", numbers()).aggregate(new Fields("n"), new Max("n"), new Fields("max")).peek(max);
        topology.newStream("min", numbers()).aggregate(new Fields("n"), new Min("n"), new Fields("min")).peek(min);
        topology.newStream("rev", numbers()).aggregate(new Fields("n"),
            new MaxWithComparator<Integer>("n", Comparator.reverseOrder()), new Fields("m")).peek(reversed);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("extras", TridentOperationsTest.fastBatches(), topology.build());
            io.github.stormmc.testing.Await.until("the sinks",
                () -> max.size() >= 1 && min.size() >= 1 && reversed.size() >= 1);
        }
        assertEquals(List.of(List.of(5)), max.tuples());
        assertEquals(List.of(List.of(1)), min.tuples());
        assertEquals(List.of(List.of(1)), reversed.tuples());
    }

    @Test
    void lruMemoryMapStateForgetsTheLeastRecentlyUsedKeys() {
        LRUMemoryMapState<Long> state = (LRUMemoryMapState<Long>) new LRUMemoryMapState.Factory(2)
            .makeState(Map.of(), null, 0, 1);
        state.beginCommit(1L);
        state.multiPut(List.of(List.of("a"), List.of("b"), List.of("c")), List.of(1L, 2L, 3L));
        state.commit(1L);
        List<List<Object>> tuples = new ArrayList<>();
        state.getTuples().forEachRemaining(tuples::add);
        assertEquals(2, tuples.size(), tuples.toString());
        state.beginCommit(2L);
        List<Long> got = state.multiGet(List.of(List.of("a"), List.of("c")));
        state.commit(2L);
        assertNull(got.get(0), "the oldest key was evicted");
        assertEquals(3L, got.get(1));
    }

    @Test
    void jsonSerializersRoundTripStormsListForms() {
        JSONTransactionalSerializer tx = new JSONTransactionalSerializer();
        byte[] txBytes = tx.serialize(new TransactionalValue<>(7L, "v"));
        assertEquals("[7,\"v\"]", new String(txBytes, java.nio.charset.StandardCharsets.UTF_8));
        TransactionalValue<?> back = tx.deserialize(txBytes);
        assertEquals(7L, back.getTxid());
        assertEquals("v", back.getVal());

        JSONOpaqueSerializer opaque = new JSONOpaqueSerializer();
        OpaqueValue<?> ov = opaque.deserialize(opaque.serialize(new OpaqueValue<>(9L, "curr", "prev")));
        assertEquals(9L, ov.getCurrTxid());
        assertEquals("curr", ov.getCurr());
        assertEquals("prev", ov.getPrev());

        JSONNonTransactionalSerializer plain = new JSONNonTransactionalSerializer();
        assertEquals("x", plain.deserialize(plain.serialize("x")));
    }

    @Test
    void microBatchMapSplitsCallsToTheConfiguredSizes() {
        List<Integer> putSizes = new ArrayList<>();
        List<Integer> getSizes = new ArrayList<>();
        MemoryBackingMap<Integer> backing = new MemoryBackingMap<>() {
            @Override
            public void multiPut(List<List<Object>> keys, List<Integer> values) {
                putSizes.add(keys.size());
                super.multiPut(keys, values);
            }

            @Override
            public List<Integer> multiGet(List<List<Object>> keys) {
                getSizes.add(keys.size());
                return super.multiGet(keys);
            }
        };
        MicroBatchIBackingMap.Options options = new MicroBatchIBackingMap.Options();
        options.maxMultiPutBatchSize = 2;
        options.maxMultiGetBatchSize = 3;
        MicroBatchIBackingMap<Integer> map = new MicroBatchIBackingMap<>(options, backing);
        List<List<Object>> keys = List.of(List.of(1), List.of(2), List.of(3), List.of(4), List.of(5));
        map.multiPut(keys, List.of(10, 20, 30, 40, 50));
        assertEquals(List.of(10, 20, 30, 40, 50), map.multiGet(keys));
        assertEquals(List.of(2, 2, 1), putSizes);
        assertEquals(List.of(3, 2), getSizes);
    }
}
