package io.github.stormmc.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Recorder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.StreamBuilder;
import org.apache.storm.streams.operations.CombinerAggregator;
import org.apache.storm.streams.operations.mappers.PairValueMapper;
import org.apache.storm.streams.operations.mappers.ValueMapper;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;

/** Unwindowed aggregations: running results per value, per key partitioned across tasks. */
class StreamsAggregationTest {

    static List<List<Object>> rows(Object... values) {
        List<List<Object>> rows = new ArrayList<>();
        for (Object v : values) {
            rows.add(List.of(v));
        }
        return rows;
    }

    static List<List<Object>> pairs(Object... kv) {
        List<List<Object>> rows = new ArrayList<>();
        for (int i = 0; i < kv.length; i += 2) {
            rows.add(List.of(kv[i], kv[i + 1]));
        }
        return rows;
    }

    /** The last value seen per key: the final running aggregate. */
    @SuppressWarnings("unchecked")
    static Map<Object, Object> last(String key) {
        Map<Object, Object> last = new TreeMap<>();
        for (Object v : StreamsRun.values(key)) {
            Pair<Object, Object> p = (Pair<Object, Object>) v;
            last.put(p.getFirst(), p.getSecond());
        }
        return last;
    }

    /** Average as (sum, count): checks init, apply per value and merge are used as Storm does. */
    static final class Avg implements CombinerAggregator<Integer, Pair<Integer, Integer>, Double> {
        private static final long serialVersionUID = 1L;

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
            return Pair.of(a.value1 + b.value1, a.value2 + b.value2);
        }

        @Override
        public Double result(Pair<Integer, Integer> acc) {
            return (double) acc.value1 / acc.value2;
        }
    }

    @Test
    void countByKeyEmitsARunningCountPerKey() throws Exception {
        String spoutKey = Recorder.newKey();
        String out = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(new ListSpout(spoutKey, new Fields("w"), rows("a", "b", "a", "a")), new ValueMapper<String>(0))
            .mapToPair(w -> Pair.of(w, 1))
            .countByKey()
            .forEach(StreamsRun.into(out));
        StreamsRun.run(builder.build(), "4 counts", 
            () -> StreamsRun.values(out).size() == 4 && StreamsRun.acks(spoutKey) == 4);
        assertEquals(List.of(Pair.of("a", 1L), Pair.of("b", 1L), Pair.of("a", 2L), Pair.of("a", 3L)),
            StreamsRun.values(out));
    }

    @Test
    @SuppressWarnings("unchecked")
    void perKeyAggregationsOnTwoTasksPartitionByKey() throws Exception {
        String spoutKey = Recorder.newKey();
        String counts = Recorder.newKey();
        String sums = Recorder.newKey();
        String avgs = Recorder.newKey();
        String groups = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        var pairs = builder.newStream(new ListSpout(spoutKey, new Fields("k", "v"),
                pairs("x", 1, "y", 10, "x", 2, "y", 20, "x", 3, "z", 5)), new PairValueMapper<String, Integer>(0, 1), 2);
        pairs.countByKey().forEach(StreamsRun.into(counts));
        pairs.reduceByKey(Integer::sum).forEach(StreamsRun.into(sums));
        pairs.aggregateByKey(new Avg()).forEach(StreamsRun.into(avgs));
        pairs.groupByKey().forEach(StreamsRun.into(groups));
        StormTopology topology = builder.build();
        StreamsRun.run(topology, "6 updates each", () -> StreamsRun.values(counts).size() == 6
            && StreamsRun.values(sums).size() == 6 && StreamsRun.values(avgs).size() == 6
            && StreamsRun.values(groups).size() == 6 && StreamsRun.acks(spoutKey) == 6);
        assertEquals(Map.of("x", 3L, "y", 2L, "z", 1L), last(counts));
        assertEquals(Map.of("x", 6, "y", 30, "z", 5), last(sums));
        assertEquals(Map.of("x", 2.0, "y", 15.0, "z", 5.0), last(avgs));
        Map<Object, Object> grouped = last(groups);
        List<Integer> xs = new ArrayList<>((List<Integer>) grouped.get("x"));
        xs.sort(null);
        assertEquals(List.of(1, 2, 3), xs);
        assertEquals(List.of(5), grouped.get("z"));
    }

    @Test
    void globalAggregateCountAndReduceEmitRunningResults() throws Exception {
        String spoutKey = Recorder.newKey();
        String avg = Recorder.newKey();
        String count = Recorder.newKey();
        String max = Recorder.newKey();
        String sum = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        var numbers = builder.newStream(new ListSpout(spoutKey, new Fields("n"), rows(4, 8, 6)),
            new ValueMapper<Integer>(0));
        numbers.aggregate(new Avg()).forEach(StreamsRun.into(avg));
        numbers.count().forEach(StreamsRun.into(count));
        numbers.reduce(Math::max).forEach(StreamsRun.into(max));
        numbers.aggregate(0, (acc, n) -> acc + n, Integer::sum).forEach(StreamsRun.into(sum));
        StreamsRun.run(builder.build(), "3 results each", () -> StreamsRun.values(sum).size() == 3
            && StreamsRun.values(max).size() == 3 && StreamsRun.values(count).size() == 3
            && StreamsRun.values(avg).size() == 3);
        assertEquals(List.of(4.0, 6.0, 6.0), StreamsRun.values(avg));
        assertEquals(List.of(1L, 2L, 3L), StreamsRun.values(count));
        assertEquals(List.of(4, 8, 8), StreamsRun.values(max));
        assertEquals(List.of(4, 12, 18), StreamsRun.values(sum));
    }
}
