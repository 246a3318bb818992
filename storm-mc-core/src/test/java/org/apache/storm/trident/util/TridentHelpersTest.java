package org.apache.storm.trident.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.task.WorkerTopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.trident.fluent.UniqueIdGen;
import org.apache.storm.trident.operation.impl.Result;
import org.apache.storm.trident.operation.impl.TrueFilter;
import org.apache.storm.trident.partition.GlobalGrouping;
import org.apache.storm.trident.partition.IdentityGrouping;
import org.apache.storm.trident.partition.IndexHashGrouping;
import org.apache.storm.trident.tuple.ComboList;
import org.apache.storm.trident.tuple.ConsList;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.Utils;
import org.junit.jupiter.api.Test;

class TridentHelpersTest {

    @Test
    void comboListReadsThroughItsDelegatesInOrder() {
        ComboList.Factory factory = new ComboList.Factory(2, 0, 3);
        ComboList list = factory.create(new List[] {List.of("a", "b"), List.of(), List.of(1, 2, 3)});
        assertEquals(List.of("a", "b", 1, 2, 3), new ArrayList<>(list));
        assertEquals(5, list.size());
        assertThrows(IllegalArgumentException.class, () -> factory.create(new List[] {List.of("a")}));
        assertThrows(IllegalArgumentException.class,
            () -> factory.create(new List[] {List.of("a"), List.of(), List.of(1, 2, 3)}));
    }

    @Test
    void consListPutsItsHeadBeforeTheTail() {
        ConsList list = new ConsList("head", new ArrayList<>(List.of("x", "y")));
        assertEquals(List.of("head", "x", "y"), new ArrayList<>(list));
        // As in Storm, a null head is left out of the size only (used while a serialiser rebuilds the list).
        assertEquals(1, new ConsList(null, new ArrayList<>(List.of("x"))).size());
        list.add(0, "new-head");
        list.add(3, "z");
        assertEquals(List.of("new-head", "x", "y", "z"), new ArrayList<>(list));
    }

    @Test
    void fieldArithmetic() {
        Fields ab = new Fields("a", "b");
        Fields bc = new Fields("b", "c");
        assertEquals(new HashSet<>(List.of("a", "b", "c")), new HashSet<>(TridentUtils.fieldsUnion(ab, null, bc).toList()));
        assertEquals(List.of("a", "b", "c", "d"), TridentUtils.fieldsConcat(ab, null, new Fields("c", "d")).toList());
        assertEquals(List.of("a"), TridentUtils.fieldsSubtract(ab, bc).toList());
        assertThrows(IllegalArgumentException.class, () -> TridentUtils.fieldsConcat(ab, bc));
    }

    @Test
    void singleOutputStreamFieldsOfAComponent() {
        assertEquals(List.of("w", "n"), TridentUtils.getSingleOutputStreamFields(new Declaring(false, false)).toList());
        assertThrows(IllegalArgumentException.class,
            () -> TridentUtils.getSingleOutputStreamFields(new Declaring(true, false)));
        assertThrows(IllegalArgumentException.class,
            () -> TridentUtils.getSingleOutputStreamFields(new Declaring(false, true)));
    }

    @Test
    void indexedEdgesOrderByIndex() {
        List<IndexedEdge<String>> edges = new ArrayList<>(List.of(new IndexedEdge<>("a", "t", 2),
            new IndexedEdge<>("b", "t", 0), new IndexedEdge<>("c", "t", 1)));
        edges.sort(null);
        assertEquals(List.of("b", "c", "a"), edges.stream().map(e -> e.source).toList());
        assertEquals(new IndexedEdge<>("a", "t", 2), edges.get(2));
        assertEquals(new IndexedEdge<>("a", "t", 2).hashCode(), edges.get(2).hashCode());
    }

    @Test
    void thriftRoundTripOfATopologyStruct() {
        GlobalStreamId id = new GlobalStreamId("spout", "default");
        assertEquals(id, TridentUtils.thriftDeserialize(GlobalStreamId.class, TridentUtils.thriftSerialize(id)));
    }

    @Test
    void tridentPartitionGroupings() {
        GlobalGrouping global = new GlobalGrouping();
        global.prepare(null, null, List.of(9, 4, 7));
        assertEquals(List.of(4), global.chooseTasks(1, List.of("x")));

        IndexHashGrouping byHash = new IndexHashGrouping(1);
        byHash.prepare(null, null, List.of(10, 11, 12));
        for (String key : List.of("apple", "pear", "fig")) {
            int expected = List.of(10, 11, 12).get(Utils.toPositive(key.hashCode()) % 3);
            assertEquals(List.of(expected), byHash.chooseTasks(1, Arrays.asList("ignored", key)));
        }
        assertEquals(List.of(10), byHash.chooseTasks(1, Arrays.asList("ignored", null)));

        IdentityGrouping identity = new IdentityGrouping();
        WorkerTopologyContext context = new WorkerTopologyContext(null, Map.of(), Map.of(3, "src", 1, "src", 2, "src"),
            Map.of("src", List.of(1, 2, 3)), Map.of(), "topo", null, null, 6700, List.of(), Map.of(), Map.of());
        identity.prepare(context, new GlobalStreamId("src", "default"), List.of(30, 10, 20));
        assertEquals(List.of(10), identity.chooseTasks(1, List.of()));
        assertEquals(List.of(20), identity.chooseTasks(2, List.of()));
        assertEquals(List.of(30), identity.chooseTasks(3, List.of()));
        assertThrows(IllegalStateException.class, () -> identity.chooseTasks(4, List.of()));
        assertThrows(IllegalArgumentException.class,
            () -> new IdentityGrouping().prepare(context, new GlobalStreamId("src", "default"), List.of(1)));
    }

    @Test
    void idsFiltersAndResults() {
        UniqueIdGen ids = new UniqueIdGen();
        assertEquals(List.of("s1", "s2", "state1", "w1", "w2"), List.of(ids.getUniqueStreamId(), ids.getUniqueStreamId(),
            ids.getUniqueStateId(), ids.getUniqueWindowId(), ids.getUniqueWindowId()));
        assertTrue(new TrueFilter().isKeep(null));
        Result result = new Result();
        result.obj = 5;
        assertEquals("5", result.toString());
    }

    private static final class Declaring extends BaseRichBolt {
        private final boolean twoStreams;
        private final boolean direct;

        Declaring(boolean twoStreams, boolean direct) {
            this.twoStreams = twoStreams;
            this.direct = direct;
        }

        @Override
        public void prepare(Map<String, Object> conf, org.apache.storm.task.TopologyContext context,
                            org.apache.storm.task.OutputCollector collector) {
        }

        @Override
        public void execute(Tuple input) {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(direct, new Fields("w", "n"));
            if (twoStreams) {
                declarer.declareStream("other", new Fields("x"));
            }
        }
    }
}
