package io.github.stormmc.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Recorder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.Stream;
import org.apache.storm.streams.StreamBuilder;
import org.apache.storm.streams.operations.mappers.ValueMapper;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;

/** Stateless operations: map, filter, flatMap, peek, forEach, branch; one bolt for a stateless chain; acking. */
class StreamsChainTest {

    private static List<List<Object>> rows(Object... values) {
        List<List<Object>> rows = new ArrayList<>();
        for (Object v : values) {
            rows.add(List.of(v));
        }
        return rows;
    }

    @Test
    void chainOfStatelessOpsRunsInOneBoltAndAcksEveryTuple() throws Exception {
        String spoutKey = Recorder.newKey();
        String peeked = Recorder.newKey();
        String out = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(new ListSpout(spoutKey, new Fields("line"), rows("a b", "c", "d e f")),
                new ValueMapper<String>(0))
            .flatMap(line -> Arrays.asList(line.split(" ")))
            .peek(StreamsRun.into(peeked))
            .filter(w -> !w.equals("c"))
            .map(String::toUpperCase)
            .forEach(StreamsRun.into(out));
        StormTopology topology = builder.build();
        assertEquals(1, topology.get_spouts().size());
        assertEquals(1, topology.get_bolts().size(), "consecutive stateless ops share one bolt");

        StreamsRun.run(topology, "3 acks and 5 outputs",
            () -> StreamsRun.acks(spoutKey) == 3 && StreamsRun.values(out).size() == 5);
        assertEquals(List.of("A", "B", "D", "E", "F"), StreamsRun.values(out));
        assertEquals(List.of("a", "b", "c", "d", "e", "f"), StreamsRun.values(peeked));
    }

    @Test
    void branchRoutesEachValueToTheFirstMatchingPredicateOnly() throws Exception {
        String spoutKey = Recorder.newKey();
        String small = Recorder.newKey();
        String even = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        Stream<Integer>[] arms = builder.newStream(
                new ListSpout(spoutKey, new Fields("n"), rows(1, 2, 3, 4, 5, 6, 7)), new ValueMapper<Integer>(0))
            .branch(n -> n < 3, n -> n % 2 == 0);
        arms[0].forEach(StreamsRun.into(small));
        arms[1].forEach(StreamsRun.into(even));
        StreamsRun.run(builder.build(), "7 acks", () -> StreamsRun.acks(spoutKey) == 7);
        assertEquals(List.of(1, 2), StreamsRun.values(small));
        assertEquals(List.of(4, 6), StreamsRun.values(even));
    }

    @Test
    void mapToPairAndFlatMapToPairMakePairStreams() throws Exception {
        String spoutKey = Recorder.newKey();
        String out = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(new ListSpout(spoutKey, new Fields("w"), rows("x", "yy")), new ValueMapper<String>(0))
            .flatMapToPair(w -> List.of(Pair.of(w, w.length()), Pair.of(w, 0)))
            .mapValues(n -> n * 10)
            .filter(p -> p.getSecond() > 0)
            .forEach(StreamsRun.into(out));
        StreamsRun.run(builder.build(), "2 acks", () -> StreamsRun.acks(spoutKey) == 2);
        assertEquals(List.of(Pair.of("x", 10), Pair.of("yy", 20)), StreamsRun.values(out));
        assertEquals("[(x, 10), (yy, 20)]", StreamsRun.values(out).stream().map(Object::toString)
            .collect(Collectors.toList()).toString());
    }
}
