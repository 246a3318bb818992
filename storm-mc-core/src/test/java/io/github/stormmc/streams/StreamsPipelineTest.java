package io.github.stormmc.streams;

import static io.github.stormmc.streams.StreamsAggregationTest.pairs;
import static io.github.stormmc.streams.StreamsAggregationTest.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Recorder;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.PairStream;
import org.apache.storm.streams.StreamBuilder;
import org.apache.storm.streams.operations.CombinerAggregator;
import org.apache.storm.streams.operations.mappers.PairValueMapper;
import org.apache.storm.streams.operations.mappers.TupleValueMappers;
import org.apache.storm.streams.operations.mappers.ValueMapper;
import org.apache.storm.streams.tuple.Tuple3;
import org.apache.storm.streams.windowing.TumblingWindows;
import org.apache.storm.topology.base.BaseWindowedBolt.Count;
import org.apache.storm.topology.base.BaseWindowedBolt.Duration;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;

/** Multi-bolt pipelines as storm-starter builds them, unwindowed joins, typed tuples and bad input. */
class StreamsPipelineTest {

    /** Sums, recording every merge as Storm's AggregateExample prints it. */
    static final class RecordingSum implements CombinerAggregator<Integer, Pair<Integer, Integer>, Integer> {
        private static final long serialVersionUID = 1L;
        private final String key;

        RecordingSum(String key) {
            this.key = key;
        }

        @Override
        public Pair<Integer, Integer> init() {
            return Pair.of(0, 0);
        }

        @Override
        public Pair<Integer, Integer> apply(Pair<Integer, Integer> acc, Integer value) {
            return Pair.of(acc.value1 + value, acc.value2 + 1);
        }

        @Override
        public Pair<Integer, Integer> merge(Pair<Integer, Integer> a, Pair<Integer, Integer> b) {
            Recorder.record(key, "Merge " + a + " and " + b);
            return Pair.of(a.value1 + b.value1, a.value2 + b.value2);
        }

        @Override
        public Integer result(Pair<Integer, Integer> acc) {
            return acc.value1;
        }
    }

    /** AggregateExample's shape: an aggregate after a windowed operation on several tasks merges per-task partials. */
    @Test
    void windowedAggregateOnTwoTasksStartsEachMergeFromInit() throws Exception {
        String spoutKey = Recorder.newKey();
        String merges = Recorder.newKey();
        String out = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(new ListSpout(spoutKey, new Fields("n"), rows(1, 2, 3, 4)), new ValueMapper<Integer>(0), 2)
            .window(TumblingWindows.of(Count.of(1)))
            .filter(n -> n > 0)
            .aggregate(new RecordingSum(merges))
            .forEach(StreamsRun.into(out));
        StreamsRun.run(builder.build(), "all merged", () -> StreamsRun.values(out).stream()
            .mapToInt(v -> (Integer) v).sum() == 10);
        assertTrue(StreamsRun.values(merges).get(0).toString().startsWith("Merge (0, 0) and ("),
            StreamsRun.values(merges).toString());
    }

    @Test
    void windowedCountsFeedStateThatKeepsGrowingAsStatefulWordCount() throws Exception {
        String spoutKey = Recorder.newKey();
        String out = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(new ListSpout(spoutKey, new Fields("w"), rows("a", "b", "a", "a", "b", "a")),
                new ValueMapper<String>(0), 2)
            .window(TumblingWindows.of(Count.of(1)))
            .mapToPair(w -> Pair.of(w, 1))
            .countByKey()
            .updateStateByKey(0L, (state, count) -> state + count)
            .toPairStream()
            .forEach(StreamsRun.into(out));
        StreamsRun.run(builder.build(), "final counts", () -> {
            Map<Object, Object> last = last(out);
            return Long.valueOf(4L).equals(last.get("a")) && Long.valueOf(2L).equals(last.get("b"));
        });
        assertEquals(Map.of("a", 4L, "b", 2L), last(out));
    }

    @SuppressWarnings("unchecked")
    private static Map<Object, Object> last(String key) {
        Map<Object, Object> last = new TreeMap<>();
        for (Object v : StreamsRun.values(key)) {
            last.put(((Pair<Object, Object>) v).getFirst(), ((Pair<Object, Object>) v).getSecond());
        }
        return last;
    }

    @Test
    void unwindowedJoinsEachArrivingRowWithEverythingSeenOnTheOtherSide() throws Exception {
        String leftKey = Recorder.newKey();
        String rightKey = Recorder.newKey();
        String out = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        PairStream<String, Integer> left = builder.newStream(new ListSpout(leftKey, new Fields("k", "v"),
            pairs("a", 1, "b", 2)), new PairValueMapper<String, Integer>(0, 1));
        PairStream<String, String> right = builder.newStream(new ListSpout(rightKey, new Fields("k", "v"),
            pairs("a", "x", "c", "y")).after(leftKey, 2), new PairValueMapper<String, String>(0, 1));
        left.rightOuterJoin(right).forEach(StreamsRun.into(out));
        StreamsRun.run(builder.build(), "2 joined rows", () -> StreamsRun.values(out).size() == 2);
        assertEquals("[(a, (1, x)), (c, (null, y))]", StreamsRun.values(out).toString());
    }

    @Test
    void typedTuplesFromTupleValueMappers() throws Exception {
        String spoutKey = Recorder.newKey();
        String out = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(new ListSpout(spoutKey, new Fields("a", "b", "c"),
                List.of(List.of(7, 15_000L, 1L), List.of(8, 25_000L, 2L), List.of(9, 19_999L, 3L))),
                TupleValueMappers.<Integer, Long, Long>of(0, 1, 2))
            .peek(StreamsRun.into(out))
            .mapToPair((Tuple3<Integer, Long, Long> t) -> Pair.of(t.value2 / 10000, t.value1))
            .window(TumblingWindows.of(Count.of(3)))
            .groupByKey()
            .forEach(StreamsRun.into(out));
        StreamsRun.run(builder.build(), "one window", () -> StreamsRun.values(out).size() == 5);
        assertEquals("[(7,15000,1), (8,25000,2), (9,19999,3), (1, [7, 9]), (2, [8])]",
            StreamsRun.values(out).toString());
    }

    @Test
    void eventTimeWindowsReadTheSpoutsTimestampCarriedThroughEarlierBolts() throws Exception {
        String spoutKey = Recorder.newKey();
        String out = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(new ListSpout(spoutKey, new Fields("n", "ts"), pairs(1, 1000L, 2, 2000L, 11, 11000L,
                12, 12000L, 25, 25000L)), new ValueMapper<Integer>(0))
            .filter(n -> n > 0)
            .window(TumblingWindows.of(Duration.seconds(10)).withTimestampField("ts"))
            .reduce(Integer::sum)
            .forEach(StreamsRun.into(out));
        StreamsRun.run(builder.build(), "two closed windows", () -> StreamsRun.values(out).size() == 2);
        assertEquals(List.of(3, 23), StreamsRun.values(out));
    }

    @Test
    void badInputIsRejectedWithAClearMessage() {
        StreamBuilder builder = new StreamBuilder();
        var stream = builder.newStream(new ListSpout("unused", new Fields("n"), rows(1)), new ValueMapper<Integer>(0));
        assertThrows(IllegalArgumentException.class, () -> stream.repartition(0));
        IllegalStateException empty = assertThrows(IllegalStateException.class, () -> new StreamBuilder().build());
        assertTrue(empty.getMessage().contains("newStream"), empty.getMessage());
        stream.window(TumblingWindows.of(Count.of(2)).withTimestampField("ts")).print();
        stream.window(TumblingWindows.of(Count.of(2)).withTimestampField("time")).print();
        IllegalArgumentException twoFields = assertThrows(IllegalArgumentException.class, builder::build);
        assertTrue(twoFields.getMessage().contains("'ts' and 'time'"), twoFields.getMessage());
    }
}
