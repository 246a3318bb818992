package io.github.stormmc.streams;

import static io.github.stormmc.streams.StreamsAggregationTest.last;
import static io.github.stormmc.streams.StreamsAggregationTest.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Recorder;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.Stream;
import org.apache.storm.streams.StreamBuilder;
import org.apache.storm.streams.StreamUtil;
import org.apache.storm.streams.operations.mappers.ValueMapper;
import org.apache.storm.streams.windowing.TumblingWindows;
import org.apache.storm.topology.base.BaseWindowedBolt.Count;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;

/**
 * storm-mc-core compiles against storm-shaded-deps (a few processor-layer members keep Storm's jgrapht and Guava
 * signatures) but must never need it at run time. These tests run without it, as the surefire configuration keeps it
 * off the test classpath: the plain, stateful and windowed processor bolts are built (which serialises each bolt,
 * reflecting on its class) and run.
 */
class StreamsWithoutShadedDepsTest {

    @Test
    void theShadedTypesAreNotOnThisClasspath() {
        assertThrows(ClassNotFoundException.class,
            () -> Class.forName("org.apache.storm.shade.org.jgrapht.DirectedGraph"));
        assertThrows(ClassNotFoundException.class,
            () -> Class.forName("org.apache.storm.shade.com.google.common.collect.Multimap"));
    }

    /**
     * Java serialisation of a bolt looks up its methods and fields by reflection, which resolves every type they
     * name: the processor bolts declare none typed with a shaded class (only constructors do, which it never asks).
     */
    @Test
    void theProcessorBoltsMethodsAndFieldsResolveWithoutThem() throws Exception {
        for (String name : List.of("ProcessorBolt", "StatefulProcessorBolt", "WindowedProcessorBolt",
            "ProcessorBoltDelegate", "ProcessorNode", "StreamBuilder")) {
            Class<?> type = Class.forName("org.apache.storm.streams." + name);
            assertTrue(type.getDeclaredMethods().length > 0, name);
            type.getDeclaredFields();
        }
        // The hazard is real: StreamUtil keeps Storm's getParents(DirectedGraph, Node).
        assertThrows(NoClassDefFoundError.class, StreamUtil.class::getDeclaredMethods);
    }

    @Test
    void processorStatefulAndWindowedBoltsBuildAndRunWithoutThem() throws Exception {
        String spoutKey = Recorder.newKey();
        String counts = Recorder.newKey();
        String states = Recorder.newKey();
        String windowed = Recorder.newKey();
        StreamBuilder builder = new StreamBuilder();
        Stream<String> words = builder.newStream(
            new ListSpout(spoutKey, new Fields("w"), rows("a", "b", "a", "c", "a", "b")), new ValueMapper<String>(0), 2);
        words.mapToPair(w -> Pair.of(w, 1)).countByKey().forEach(StreamsRun.into(counts));
        words.mapToPair(w -> Pair.of(w, 1)).updateStateByKey(0L, (state, one) -> state + one)
            .toPairStream().forEach(StreamsRun.into(states));
        // Windows of one value on two tasks: partial counts per window, merged per key once both tasks punctuate.
        words.window(TumblingWindows.of(Count.of(1))).filter(w -> true).mapToPair(w -> Pair.of(w, 1)).countByKey()
            .forEach(StreamsRun.into(windowed));
        StormTopology topology = builder.build();

        StreamsRun.run(topology, "every word counted three ways", () -> StreamsRun.values(counts).size() == 6
            && StreamsRun.values(states).size() == 6 && total(windowed) == 6);
        assertEquals(Map.of("a", 3L, "b", 2L, "c", 1L), last(counts));
        assertEquals(Map.of("a", 3L, "b", 2L, "c", 1L), last(states));
        assertEquals(Map.of("a", 3L, "b", 2L, "c", 1L), sums(windowed));
    }

    private static long total(String key) {
        return sums(key).values().stream().mapToLong(Long::longValue).sum();
    }

    /** Per key, the sum of every count the window merges emitted. */
    private static Map<Object, Long> sums(String key) {
        Map<Object, Long> sums = new TreeMap<>();
        for (Object value : StreamsRun.values(key)) {
            Pair<?, ?> pair = (Pair<?, ?>) value;
            sums.merge(pair.getFirst(), (Long) pair.getSecond(), Long::sum);
        }
        return sums;
    }
}
