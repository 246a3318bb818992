package io.github.stormmc.trident;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.json.Json;
import io.github.stormmc.testing.Await;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.storm.LocalCluster;
import org.apache.storm.LocalDRPC;
import org.apache.storm.task.IMetricsContext;
import org.apache.storm.trident.TridentState;
import org.apache.storm.trident.TridentTopology;
import org.apache.storm.trident.operation.ReducerAggregator;
import org.apache.storm.trident.operation.builtin.Count;
import org.apache.storm.trident.operation.builtin.FilterNull;
import org.apache.storm.trident.operation.builtin.MapGet;
import org.apache.storm.trident.operation.builtin.Sum;
import org.apache.storm.trident.state.ReadOnlyState;
import org.apache.storm.trident.state.State;
import org.apache.storm.trident.state.StateFactory;
import org.apache.storm.trident.state.map.ReadOnlyMapState;
import org.apache.storm.trident.testing.FixedBatchSpout;
import org.apache.storm.trident.testing.MemoryMapState;
import org.apache.storm.trident.testing.Split;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** Persisted and static Trident states, read back through DRPC queries. */
class TridentStateTest {

    /** A read-only map from a fixed table: key [k] maps to table.get(k). */
    static final class TableState extends ReadOnlyState implements ReadOnlyMapState<Object> {
        private final Map<Object, Object> table;

        TableState(Map<Object, Object> table) {
            this.table = table;
        }

        @Override
        public List<Object> multiGet(List<List<Object>> keys) {
            List<Object> values = new ArrayList<>();
            for (List<Object> key : keys) {
                values.add(table.get(key.get(0)));
            }
            return values;
        }
    }

    static final class TableFactory implements StateFactory {
        private final Map<Object, Object> table;

        TableFactory(Map<Object, Object> table) {
            this.table = table;
        }

        @Override
        public State makeState(Map<String, Object> conf, IMetricsContext metrics, int partitionIndex,
                               int numPartitions) {
            return new TableState(table);
        }
    }

    /** Concatenates field 0 of the tuples, in order. */
    static final class Concat implements ReducerAggregator<String> {
        @Override
        public String init() {
            return "";
        }

        @Override
        public String reduce(String curr, TridentTuple tuple) {
            return curr + tuple.getString(0);
        }
    }

    @Test
    void persistedAndStaticStatesAnswerQueries() throws Exception {
        try (LocalDRPC drpc = new LocalDRPC(); LocalCluster cluster = new LocalCluster()) {
            TridentTopology topology = new TridentTopology();
            var words = topology.newStream("words", new FixedBatchSpout(new Fields("sentence"), 1,
                    new Values("a b a"), new Values("b c"), new Values("a")))
                    .each(new Fields("sentence"), new Split(), new Fields("word"));
            TridentState counts = words.groupBy(new Fields("word"))
                    .persistentAggregate(new MemoryMapState.Factory(), new Count(), new Fields("count"))
                    .parallelismHint(2);
            TridentState total = words.persistentAggregate(new MemoryMapState.Factory(), new Count(),
                    new Fields("total"));
            TridentState letters = words.groupBy(new Fields("word"))
                    .persistentAggregate(new MemoryMapState.Factory(), new Fields("word"), new Concat(),
                            new Fields("letters"));
            TridentState table = topology.newStaticState(new TableFactory(Map.of("x", 10, "y", 32)));

            topology.newDRPCStream("count", drpc)
                    .each(new Fields("args"), new Split(), new Fields("word"))
                    .groupBy(new Fields("word"))
                    .stateQuery(counts, new Fields("word"), new MapGet(), new Fields("count"))
                    .each(new Fields("count"), new FilterNull())
                    .project(new Fields("word", "count"));
            topology.newDRPCStream("letters", drpc)
                    .groupBy(new Fields("args"))
                    .stateQuery(letters, new Fields("args"), new MapGet(), new Fields("letters"))
                    .project(new Fields("letters"));
            topology.newDRPCStream("lookup", drpc)
                    .each(new Fields("args"), new Split(), new Fields("key"))
                    .stateQuery(table, new Fields("key"), new MapGet(), new Fields("value"))
                    .each(new Fields("value"), new FilterNull())
                    .aggregate(new Fields("value"), new Sum(), new Fields("sum"));
            Sink totals = Sink.create();
            total.newValuesStream().peek(totals);
            cluster.submitTopology("states", TridentOperationsTest.fastBatches(), topology.build());

            List<String> expected = List.of("[a, 3]", "[b, 2]", "[c, 1]");
            Await.until("all words counted",
                    () -> TridentOperationsTest.sorted(parse(call(drpc, "count", "a b c"))).equals(expected));
            assertEquals(expected, TridentOperationsTest.sorted(parse(call(drpc, "count", "a b c d"))));
            assertEquals("[[\"aaa\"]]", call(drpc, "letters", "a"));
            assertEquals("[[42]]", call(drpc, "lookup", "x y z"));
            assertEquals("[[0]]", call(drpc, "lookup", "z"));
            // The running total after each batch: 3 words, then 5, then 6 (empty batches repeat 6).
            Await.until("totals", () -> totals.size() >= 3);
            assertEquals(List.of(List.of(3L), List.of(5L), List.of(6L)), totals.tuples().subList(0, 3));
        }
    }

    @SuppressWarnings("unchecked")
    private static List<List<Object>> parse(String json) {
        return (List<List<Object>>) Json.read(json);
    }

    private static String call(LocalDRPC drpc, String function, String args) {
        try {
            return drpc.execute(function, args);
        } catch (Exception e) {
            throw new IllegalStateException(function + " failed", e);
        }
    }
}
