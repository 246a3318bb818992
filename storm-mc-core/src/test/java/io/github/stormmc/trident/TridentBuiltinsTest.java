package io.github.stormmc.trident;

import static io.github.stormmc.trident.TridentOperationsTest.rows;
import static io.github.stormmc.trident.TridentOperationsTest.sorted;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import org.apache.storm.trident.TridentTopology;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.operation.builtin.Equals;
import org.apache.storm.trident.operation.builtin.FirstN;
import org.apache.storm.trident.operation.builtin.Negate;
import org.apache.storm.trident.operation.builtin.SnapshotGet;
import org.apache.storm.trident.operation.builtin.TupleCollectionGet;
import org.apache.storm.trident.state.ITupleCollection;
import org.apache.storm.trident.state.State;
import org.apache.storm.trident.state.snapshot.ReadOnlySnapshottable;
import org.apache.storm.trident.testing.FixedBatchSpout;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** Trident's built-in filters, FirstN and query functions, with exact results. */
class TridentBuiltinsTest {

    private static FixedBatchSpout pairs() {
        return new FixedBatchSpout(new Fields("a", "b"), 4,
            new Values(1, 1), new Values(1, 2), new Values(3, 3), new Values(null, null));
    }

    @Test
    void equalsKeepsTuplesWhoseValuesAreAllEqualAndNegateTheOthers() throws Exception {
        Sink equal = Sink.create();
        Sink unequal = Sink.create();
        TridentTopology topology = new TridentTopology();
        topology.newStream("eq", pairs()).each(new Fields("a", "b"), new Equals()).peek(equal);
        topology.newStream("ne", pairs()).each(new Fields("a", "b"), new Negate(new Equals())).peek(unequal);
        runUntil(topology, () -> equal.size() >= 3 && unequal.size() >= 1);
        assertEquals(rows(new Object[] {1, 1}, new Object[] {3, 3}, new Object[] {null, null}), sorted(equal.tuples()));
        assertEquals(rows(new Object[] {1, 2}), sorted(unequal.tuples()));
    }

    private static FixedBatchSpout numbers() {
        return new FixedBatchSpout(new Fields("n"), 5, new Values(3), new Values(5), new Values(1), new Values(4),
            new Values(2));
    }

    @Test
    void firstNKeepsTheLargestOrSmallestOrFirstArrivalsOfABatch() throws Exception {
        Sink largest = Sink.create();
        Sink smallest = Sink.create();
        Sink first = Sink.create();
        TridentTopology topology = new TridentTopology();
        topology.newStream("largest", numbers()).applyAssembly(new FirstN(2, "n")).peek(largest);
        topology.newStream("smallest", numbers()).applyAssembly(new FirstN(2, "n", true)).peek(smallest);
        topology.newStream("first", numbers()).applyAssembly(new FirstN(3, null)).peek(first);
        runUntil(topology, () -> first.size() >= 3 && largest.size() >= 2 && smallest.size() >= 2);
        assertEquals(List.of(List.of(5), List.of(4)), largest.tuples(), "largest first");
        assertEquals(List.of(List.of(1), List.of(2)), smallest.tuples(), "smallest first");
        assertEquals(List.of(List.of(3), List.of(5), List.of(1)), first.tuples(), "arrival order");
    }

    private static void runUntil(TridentTopology topology, java.util.function.BooleanSupplier done) throws Exception {
        try (org.apache.storm.LocalCluster cluster = new org.apache.storm.LocalCluster()) {
            cluster.submitTopology("builtins", TridentOperationsTest.fastBatches(), topology.build());
            io.github.stormmc.testing.Await.until("the sinks", done);
        }
    }

    @Test
    void snapshotGetAnswersEveryQueryWithTheSnapshot() {
        ReadOnlySnapshottable<Long> state = new Snapshot(42L);
        SnapshotGet get = new SnapshotGet();
        List<Object> results = get.batchRetrieve(state, Arrays.asList(null, null, null));
        assertEquals(List.of(42L, 42L, 42L), results);
        Capture out = new Capture();
        get.execute(null, results.get(0), out);
        assertEquals(List.of(List.of(42L)), out.emitted);
    }

    @Test
    void tupleCollectionGetEmitsEveryTupleOfTheCollectionPerQuery() {
        Collection state = new Collection(List.of(List.of("a", 1), List.of("b", 2)));
        TupleCollectionGet get = new TupleCollectionGet();
        List<Iterator<List<Object>>> results = get.batchRetrieve(state, Arrays.asList(null, null));
        assertEquals(2, results.size());
        Capture out = new Capture();
        get.execute(null, results.get(0), out);
        get.execute(null, results.get(1), out);
        assertEquals(List.of(List.of("a", 1), List.of("b", 2), List.of("a", 1), List.of("b", 2)), out.emitted);
    }

    private record Snapshot(Long value) implements ReadOnlySnapshottable<Long> {
        @Override
        public Long get() {
            return value;
        }

        @Override
        public void beginCommit(Long txid) {
        }

        @Override
        public void commit(Long txid) {
        }
    }

    private record Collection(List<List<Object>> tuples) implements State, ITupleCollection {
        @Override
        public Iterator<List<Object>> getTuples() {
            return tuples.iterator();
        }

        @Override
        public void beginCommit(Long txid) {
        }

        @Override
        public void commit(Long txid) {
        }
    }

    private static final class Capture implements TridentCollector {
        final List<List<Object>> emitted = new ArrayList<>();

        @Override
        public void emit(List<Object> values) {
            emitted.add(new ArrayList<>(values));
        }

        @Override
        public void flush() {
        }

        @Override
        public void reportError(Throwable t) {
        }
    }
}
