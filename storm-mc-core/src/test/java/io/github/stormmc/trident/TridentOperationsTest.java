package io.github.stormmc.trident;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.LocalDRPC;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.trident.JoinType;
import org.apache.storm.trident.Stream;
import org.apache.storm.trident.TridentTopology;
import org.apache.storm.trident.operation.BaseAggregator;
import org.apache.storm.trident.operation.BaseFilter;
import org.apache.storm.trident.operation.CombinerAggregator;
import org.apache.storm.trident.operation.ReducerAggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.testing.CountAsAggregator;
import org.apache.storm.trident.testing.FixedBatchSpout;
import org.apache.storm.trident.testing.Split;
import org.apache.storm.trident.testing.StringLength;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** Trident stream operations on Storm-MC's engine, checked against exact expected outputs. */
class TridentOperationsTest {

    static FixedBatchSpout sentences() {
        return new FixedBatchSpout(new Fields("sentence"), 2,
                new Values("the cow jumped over the moon"),
                new Values("the man went to the store"),
                new Values("four score and seven years ago"));
    }

    static FixedBatchSpout numbers(int batchSize, int... values) {
        List<Object>[] tuples = new List[values.length];
        for (int i = 0; i < values.length; i++) {
            tuples[i] = new Values(values[i], values[i] % 2 == 0 ? "even" : "odd");
        }
        return new FixedBatchSpout(new Fields("n", "parity"), batchSize, tuples);
    }

    static void run(StormTopology topology, Sink sink, int expected) throws Exception {
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("trident-test", fastBatches(), topology);
            Await.until(expected + " tuples", () -> sink.size() >= expected);
        }
    }

    static Config fastBatches() {
        Config conf = new Config();
        conf.put(Config.TOPOLOGY_TRIDENT_BATCH_EMIT_INTERVAL_MILLIS, 1);
        return conf;
    }

    static List<String> sorted(List<? extends List<Object>> tuples) {
        List<String> out = new ArrayList<>();
        for (List<Object> t : tuples) {
            out.add(t.toString());
        }
        out.sort(Comparator.naturalOrder());
        return out;
    }

    static List<String> rows(Object[]... rows) {
        List<List<Object>> out = new ArrayList<>();
        for (Object[] row : rows) {
            out.add(Arrays.asList(row));
        }
        return sorted(out);
    }

    @Test
    void groupByAggregateCountsWordsPerBatch() throws Exception {
        Sink sink = Sink.create();
        TridentTopology topology = new TridentTopology();
        topology.newStream("words", sentences())
                .each(new Fields("sentence"), new Split(), new Fields("word"))
                .groupBy(new Fields("word"))
                .aggregate(new CountAsAggregator(), new Fields("count"))
                .parallelismHint(3)
                .peek(sink);
        run(topology.build(), sink, 15);
        // Batch 1 holds the first two sentences, batch 2 the third: one count per word per batch.
        assertEquals(rows(
                new Object[] {"the", 4L}, new Object[] {"cow", 1L}, new Object[] {"jumped", 1L},
                new Object[] {"over", 1L}, new Object[] {"moon", 1L}, new Object[] {"man", 1L},
                new Object[] {"went", 1L}, new Object[] {"to", 1L}, new Object[] {"store", 1L},
                new Object[] {"four", 1L}, new Object[] {"score", 1L}, new Object[] {"and", 1L},
                new Object[] {"seven", 1L}, new Object[] {"years", 1L}, new Object[] {"ago", 1L}),
                sorted(sink.tuples()));
    }

    @Test
    void eachFilterMapFlatMapPeekAndProject() throws Exception {
        Sink peeked = Sink.create();
        Sink sink = Sink.create();
        TridentTopology topology = new TridentTopology();
        topology.newStream("nums", numbers(3, 1, 2, 3, 4, 5))
                .peek(peeked)
                .filter(new Fields("parity"), new OddOnly())
                .map(t -> new Values(t.getInteger(0) * 10, t.getString(1)), new Fields("ten", "parity"))
                .flatMap(t -> List.of(new Values(t.getInteger(0)), new Values(t.getInteger(0) + 1)), new Fields("x"))
                .each(new Fields("x"), (org.apache.storm.trident.operation.BaseFunction) new StringLengthOfNumber(),
                        new Fields("digits"))
                .project(new Fields("digits", "x"))
                .peek(sink);
        run(topology.build(), sink, 6);
        assertEquals(rows(new Object[] {2, 10}, new Object[] {2, 11}, new Object[] {2, 30}, new Object[] {2, 31},
                new Object[] {2, 50}, new Object[] {2, 51}), sorted(sink.tuples()));
        assertEquals(5, peeked.size());
        assertEquals(new Fields("digits", "x").toList(), List.of("digits", "x"));
    }

    /** Keeps tuples whose field 0 is "odd". */
    static final class OddOnly extends BaseFilter {
        @Override
        public boolean isKeep(TridentTuple tuple) {
            return tuple.getString(0).equals("odd");
        }
    }

    /** Emits (parity, sum of n) for the partition's tuples, if any. */
    static final class SumPerPartition extends BaseAggregator<List<Object>> {
        @Override
        public List<Object> init(Object batchId, TridentCollector collector) {
            return new ArrayList<>();
        }

        @Override
        public void aggregate(List<Object> val, TridentTuple tuple, TridentCollector collector) {
            val.add(tuple.getValue(0));
            val.add(tuple.getValue(1));
        }

        @Override
        public void complete(List<Object> val, TridentCollector collector) {
            if (!val.isEmpty()) {
                int sum = 0;
                for (int i = 0; i < val.size(); i += 2) {
                    sum += (Integer) val.get(i);
                }
                collector.emit(new Values(val.get(1), sum));
            }
        }
    }

    /** Appends the number of decimal digits of field 0. */
    static final class StringLengthOfNumber extends org.apache.storm.trident.operation.BaseFunction {
        @Override
        public void execute(TridentTuple tuple, TridentCollector collector) {
            collector.emit(new Values(String.valueOf(tuple.getInteger(0)).length()));
        }
    }

    static final class Sum implements CombinerAggregator<Integer> {
        @Override
        public Integer init(TridentTuple tuple) {
            return tuple.getInteger(0);
        }

        @Override
        public Integer combine(Integer a, Integer b) {
            return a + b;
        }

        @Override
        public Integer zero() {
            return 0;
        }
    }

    static final class Concat implements ReducerAggregator<String> {
        @Override
        public String init() {
            return "";
        }

        @Override
        public String reduce(String curr, TridentTuple tuple) {
            return curr + tuple.getInteger(0);
        }
    }

    @Test
    void globalAggregateEmitsOncePerBatchEvenWhenEmpty() throws Exception {
        Sink sink = Sink.create();
        TridentTopology topology = new TridentTopology();
        topology.newStream("nums", numbers(3, 1, 2, 3, 4, 5)).parallelismHint(2)
                .shuffle().parallelismHint(3)
                .aggregate(new Fields("n"), new Sum(), new Fields("sum"))
                .peek(sink);
        run(topology.build(), sink, 4);
        List<List<Object>> seen = sink.tuples();
        // FixedBatchSpout caps itself at one task (as on Storm), so the hint of 2 gives one emitter. One result per
        // batch, across the three partitions: 1+2+3, 4+5, then 0 for every empty batch.
        assertEquals(List.of(List.of(6), List.of(9), List.of(0), List.of(0)), seen.subList(0, 4));
    }

    @Test
    void groupedReducerAndChainedAggregation() throws Exception {
        Sink reduced = Sink.create();
        Sink chained = Sink.create();
        TridentTopology topology = new TridentTopology();
        Stream s = topology.newStream("nums", numbers(5, 1, 2, 3, 4, 5));
        s.groupBy(new Fields("parity")).aggregate(new Fields("n"), new Concat(), new Fields("digits"))
                .parallelismHint(2).peek(reduced);
        s.chainedAgg()
                .aggregate(new Fields("n"), new Sum(), new Fields("sum"))
                .aggregate(new CountAsAggregator(), new Fields("count"))
                .chainEnd()
                .peek(chained);
        run(topology.build(), reduced, 2);
        Await.until("chained", () -> chained.size() >= 1);
        assertEquals(rows(new Object[] {"odd", "135"}, new Object[] {"even", "24"}),
                sorted(reduced.tuples().subList(0, 2)));
        assertEquals(List.of(15, 5L), chained.tuples().get(0));
    }

    @Test
    void partitionAggregateRunsPerPartition() throws Exception {
        Sink sink = Sink.create();
        TridentTopology topology = new TridentTopology();
        topology.newStream("nums", numbers(6, 1, 2, 3, 4, 5, 6))
                .partitionBy(new Fields("parity")).parallelismHint(2)
                .partitionAggregate(new Fields("n", "parity"), new SumPerPartition(), new Fields("parity", "sum"))
                .peek(sink);
        run(topology.build(), sink, 2);
        assertEquals(rows(new Object[] {"odd", 9}, new Object[] {"even", 12}), sorted(sink.tuples()));
    }

    @Test
    void minByMaxByMinMax() throws Exception {
        Sink minBy = Sink.create();
        Sink maxBy = Sink.create();
        Sink min = Sink.create();
        Sink max = Sink.create();
        TridentTopology topology = new TridentTopology();
        Stream s = topology.newStream("nums", numbers(5, 3, 8, 1, 8, 6));
        s.minBy("n").peek(minBy);
        s.maxBy("n").peek(maxBy);
        Comparator<TridentTuple> byParityThenN = (Comparator<TridentTuple> & java.io.Serializable) (a, b) -> {
            int c = a.getString(1).compareTo(b.getString(1));
            return c != 0 ? c : Integer.compare(a.getInteger(0), b.getInteger(0));
        };
        s.min(byParityThenN).peek(min);
        s.max(byParityThenN).peek(max);
        run(topology.build(), max, 1);
        Await.until("all extremes", () -> minBy.size() >= 1 && maxBy.size() >= 1 && min.size() >= 1);
        assertEquals(List.of(1, "odd"), minBy.tuples().get(0));
        assertEquals(List.of(8, "even"), maxBy.tuples().get(0));
        assertEquals(List.of(6, "even"), min.tuples().get(0));
        assertEquals(List.of(3, "odd"), max.tuples().get(0));
    }

    @Test
    void mergeAndJoins() throws Exception {
        Sink merged = Sink.create();
        Sink inner = Sink.create();
        Sink outer = Sink.create();
        Sink threeWay = Sink.create();
        TridentTopology topology = new TridentTopology();
        Stream people = topology.newStream("people", new FixedBatchSpout(new Fields("id", "name"), 10,
                new Values(1, "ann"), new Values(2, "bob"), new Values(3, "cy")));
        Stream ages = topology.newStream("ages", new FixedBatchSpout(new Fields("pid", "age"), 10,
                new Values(1, 30), new Values(3, 40), new Values(3, 41), new Values(4, 50)));
        Stream towns = topology.newStream("towns", new FixedBatchSpout(new Fields("who", "town"), 10,
                new Values(1, "oslo"), new Values(3, "rome")));
        topology.merge(new Fields("k", "v"), people, ages.map(t -> new Values(t.getInteger(0), "age" + t.getInteger(1))))
                .peek(merged);
        topology.join(people, new Fields("id"), ages, new Fields("pid"), new Fields("id", "name", "age"))
                .peek(inner);
        topology.join(people, new Fields("id"), ages, new Fields("pid"), new Fields("id", "name", "age"),
                JoinType.OUTER).parallelismHint(2).peek(outer);
        topology.join(Arrays.asList(people, ages, towns),
                Arrays.asList(new Fields("id"), new Fields("pid"), new Fields("who")),
                new Fields("id", "name", "age", "town")).peek(threeWay);
        run(topology.build(), merged, 7);
        Await.until("joins", () -> inner.size() >= 3 && outer.size() >= 5 && threeWay.size() >= 3);
        assertEquals(rows(new Object[] {1, "ann"}, new Object[] {2, "bob"}, new Object[] {3, "cy"},
                new Object[] {1, "age30"}, new Object[] {3, "age40"}, new Object[] {3, "age41"},
                new Object[] {4, "age50"}), sorted(merged.tuples()));
        assertEquals(rows(new Object[] {1, "ann", 30}, new Object[] {3, "cy", 40}, new Object[] {3, "cy", 41}),
                sorted(inner.tuples()));
        assertEquals(rows(new Object[] {1, "ann", 30}, new Object[] {2, "bob", null}, new Object[] {3, "cy", 40},
                new Object[] {3, "cy", 41}, new Object[] {4, null, 50}), sorted(outer.tuples()));
        assertEquals(rows(new Object[] {1, "ann", 30, "oslo"}, new Object[] {3, "cy", 40, "rome"},
                new Object[] {3, "cy", 41, "rome"}), sorted(threeWay.tuples()));
    }

    @Test
    void drpcStreamAnswersEachRequestWithItsBatchResult() throws Exception {
        try (LocalDRPC drpc = new LocalDRPC(); LocalCluster cluster = new LocalCluster()) {
            TridentTopology topology = new TridentTopology();
            topology.newDRPCStream("lengths", drpc)
                    .each(new Fields("args"), new Split(), new Fields("word"))
                    .each(new Fields("word"), new StringLength(), new Fields("len"))
                    .project(new Fields("word", "len"));
            topology.newDRPCStream("count", drpc)
                    .each(new Fields("args"), new Split(), new Fields("word"))
                    .groupBy(new Fields("word")).aggregate(new CountAsAggregator(), new Fields("n"))
                    .aggregate(new Fields("n"), new Sum2(), new Fields("words"));
            cluster.submitTopology("drpc", fastBatches(), topology.build());
            assertEquals("[[\"hello\",5],[\"storm\",5]]", drpc.execute("lengths", "hello storm"));
            assertEquals("[]", drpc.execute("lengths", ""));
            assertEquals("[[3]]", drpc.execute("count", "a b a c"));
        }
    }

    /** Sums longs. */
    static final class Sum2 implements CombinerAggregator<Long> {
        @Override
        public Long init(TridentTuple tuple) {
            return 1L;
        }

        @Override
        public Long combine(Long a, Long b) {
            return a + b;
        }

        @Override
        public Long zero() {
            return 0L;
        }
    }

    @Test
    void badFieldNamesAreRejectedAtDeclaration() {
        TridentTopology topology = new TridentTopology();
        Stream s = topology.newStream("nums", numbers(1, 1));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> s.project(new Fields("nope")));
        assertTrue(e.getMessage().contains("'nope'"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> s.each(new Fields("n"), new StringLengthOfNumber(), new Fields("parity")));
    }
}
