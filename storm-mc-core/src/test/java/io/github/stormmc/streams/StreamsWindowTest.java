package io.github.stormmc.streams;

import static io.github.stormmc.streams.StreamsAggregationTest.pairs;
import static io.github.stormmc.streams.StreamsAggregationTest.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Recorder;
import java.util.List;
import java.util.stream.Collectors;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.PairStream;
import org.apache.storm.streams.StreamBuilder;
import org.apache.storm.streams.operations.mappers.PairValueMapper;
import org.apache.storm.streams.operations.mappers.ValueMapper;
import org.apache.storm.streams.windowing.SlidingWindows;
import org.apache.storm.streams.windowing.TumblingWindows;
import org.apache.storm.topology.base.BaseWindowedBolt.Count;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;

/** Windowed operations: results once per window activation; pre-aggregation across tasks; joins in a window. */
class StreamsWindowTest {

    @Test
    void tumblingCountWindowAggregatesOncePerWindow() throws Exception {
        String spoutKey = Recorder.newKey();
        String sums = Recorder.newKey();
        String counts = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        var windowed = builder.newStream(new ListSpout(spoutKey, new Fields("n"), rows(1, 2, 3, 4, 5, 6, 7)),
                new ValueMapper<Integer>(0))
            .window(TumblingWindows.of(Count.of(3)));
        windowed.reduce(Integer::sum).forEach(StreamsRun.into(sums));
        windowed.mapToPair(n -> Pair.of(n % 2 == 0 ? "even" : "odd", n)).countByKey().forEach(StreamsRun.into(counts));
        StreamsRun.run(builder.build(), "2 windows", () -> StreamsRun.values(sums).size() == 2
            && StreamsRun.values(counts).size() == 4);
        assertEquals(List.of(6, 15), StreamsRun.values(sums));
        assertEquals(List.of(Pair.of("odd", 2L), Pair.of("even", 1L), Pair.of("even", 2L), Pair.of("odd", 1L)),
            StreamsRun.values(counts));
    }

    @Test
    void slidingCountWindowGroupsAndReducesByKeyAsTheStarterExample() throws Exception {
        String spoutKey = Recorder.newKey();
        String groups = Recorder.newKey();
        String maxes = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        PairStream<String, Double> prices = builder.newStream(new ListSpout(spoutKey, new Fields("sym", "price"),
                pairs("AAPL", 100.0, "GOOG", 780.0, "AAPL", 105.0, "MSFT", 50.0, "MSFT", 51.0, "AAPL", 106.0)),
            new PairValueMapper<String, Double>(0, 1));
        prices.groupByKeyAndWindow(SlidingWindows.of(Count.of(6), Count.of(3))).forEach(StreamsRun.into(groups));
        prices.reduceByKeyAndWindow(Math::max, SlidingWindows.of(Count.of(6), Count.of(3)))
            .forEach(StreamsRun.into(maxes));
        StreamsRun.run(builder.build(), "2 windows", () -> StreamsRun.values(groups).size() == 5
            && StreamsRun.values(maxes).size() == 5);
        assertEquals("[(AAPL, [100.0, 105.0]), (GOOG, [780.0]), (AAPL, [100.0, 105.0, 106.0]), (GOOG, [780.0]), "
            + "(MSFT, [50.0, 51.0])]", StreamsRun.values(groups).toString());
        assertEquals("[(AAPL, 105.0), (GOOG, 780.0), (AAPL, 106.0), (GOOG, 780.0), (MSFT, 51.0)]",
            StreamsRun.values(maxes).toString());
    }

    @Test
    void windowedCountOnTwoTasksMergesPartialCountsGlobally() throws Exception {
        String spoutKey = Recorder.newKey();
        String out = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(new ListSpout(spoutKey, new Fields("n"), rows(1, 2, 3, 4, 5, 6, 7, 8)),
                new ValueMapper<Integer>(0), 2)
            .window(TumblingWindows.of(Count.of(1)))
            .count()
            .forEach(StreamsRun.into(out));
        // Each task's windows hold one value; the merge finishes once per punctuation of both tasks.
        StreamsRun.run(builder.build(), "all values counted", () -> StreamsRun.values(out).stream().mapToLong(v -> (Long) v).sum() >= 8L);
        assertEquals(8L, StreamsRun.values(out).stream().mapToLong(v -> (Long) v).sum(), "" + StreamsRun.values(out));
    }

    @Test
    // Windows keep filling with filler values (filtered out) so that every windowed task keeps sending punctuation:
    // like Storm, a merge downstream waits for punctuation from every upstream task. Count windows, as a time
    // window whose trigger runs late on a loaded machine expires tuples it never showed (as Storm's does).
    void everyTupleIsAckedAfterItsWindowAndTheGlobalMergeComplete() throws Exception {
        String spoutKey = Recorder.newKey();
        String out = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(new ListSpout(spoutKey, new Fields("w"), rows("a", "b", "a", "c", "a", "b", "d", "a"))
                .thenRepeat(List.of("-")), new ValueMapper<String>(0), 2)
            .window(TumblingWindows.of(Count.of(20)))
            .filter(w -> !w.equals("-"))
            .mapToPair(w -> Pair.of(w, 1))
            .countByKey()
            .forEach(StreamsRun.into(out));
        StreamsRun.run(builder.build(), "all 8 acked", () -> StreamsRun.acks(spoutKey) == 8);
        long total = 0;
        for (Object v : StreamsRun.values(out)) {
            total += (Long) ((Pair<?, ?>) v).getSecond();
        }
        assertEquals(8L, total, StreamsRun.values(out).toString());
        assertEquals(0, Recorder.events(spoutKey).stream().filter(e -> e.toString().startsWith("fail:")).count());
    }

    @Test
    void joinsOfTwoPairStreamsInAWindow() throws Exception {
        String leftKey = Recorder.newKey();
        String rightKey = Recorder.newKey();
        String inner = Recorder.newKey();
        String leftOuter = Recorder.newKey();
        String fullOuter = Recorder.newKey();
        String coGrouped = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        PairStream<Integer, Integer> squares = builder.newStream(new ListSpout(leftKey, new Fields("n", "v"),
            pairs(1, 1, 2, 4, 3, 9)), new PairValueMapper<Integer, Integer>(0, 1));
        PairStream<Integer, Integer> cubes = builder.newStream(new ListSpout(rightKey, new Fields("n", "v"),
            pairs(1, 1, 2, 8, 4, 64)), new PairValueMapper<Integer, Integer>(0, 1));
        PairStream<Integer, Integer> windowed = squares.window(TumblingWindows.of(Count.of(6)));
        windowed.join(cubes).forEach(StreamsRun.into(inner));
        windowed.leftOuterJoin(cubes).forEach(StreamsRun.into(leftOuter));
        windowed.fullOuterJoin(cubes, (a, b) -> a + "/" + b).forEach(StreamsRun.into(fullOuter));
        windowed.coGroupByKey(cubes).forEach(StreamsRun.into(coGrouped));
        StreamsRun.run(builder.build(), "joined windows", () -> StreamsRun.values(inner).size() == 2
            && StreamsRun.values(leftOuter).size() == 3 && StreamsRun.values(fullOuter).size() == 4
            && StreamsRun.values(coGrouped).size() == 4);
        assertEquals("[(1, (1, 1)), (2, (4, 8))]", sorted(inner));
        assertEquals("[(1, (1, 1)), (2, (4, 8)), (3, (9, null))]", sorted(leftOuter));
        assertEquals("[(1, 1/1), (2, 4/8), (3, 9/null), (4, null/64)]", sorted(fullOuter));
        assertEquals("[(1, ([1], [1])), (2, ([4], [8])), (3, ([9], [])), (4, ([], [64]))]", sorted(coGrouped));
    }

    private static String sorted(String key) {
        return StreamsRun.values(key).stream().map(Object::toString).sorted().collect(Collectors.toList()).toString();
    }
}
