package io.github.stormmc.streams;

import static io.github.stormmc.streams.StreamsAggregationTest.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.generated.Bolt;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.StreamBuilder;
import org.apache.storm.streams.operations.mappers.ValueMapper;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;

/** Where the compiler cuts bolts and how it wires them, without running anything. */
class StreamsTopologyShapeTest {

    private static ListSpout spout() {
        return new ListSpout("unused", new Fields("w"), rows("a"));
    }

    /** "component parallelism: source/stream=grouping, ..." per bolt, sorted by component id. */
    private static Map<String, String> shape(StormTopology topology) {
        Map<String, String> shape = new TreeMap<>();
        for (Map.Entry<String, Bolt> e : topology.get_bolts().entrySet()) {
            StringBuilder sb = new StringBuilder().append(e.getValue().get_common().get_parallelism_hint()).append(':');
            Map<String, String> inputs = new TreeMap<>();
            for (Map.Entry<GlobalStreamId, Grouping> in : e.getValue().get_common().get_inputs().entrySet()) {
                Grouping g = in.getValue();
                String kind = g.is_set_fields() ? (g.get_fields().isEmpty() ? "global" : "fields" + g.get_fields())
                    : g.is_set_all() ? "all" : "shuffle";
                inputs.put(in.getKey().get_componentId() + "/" + in.getKey().get_streamId(), kind);
            }
            shape.put(e.getKey(), sb.append(inputs).toString());
        }
        return shape;
    }

    @Test
    void perKeyAggregationOnSeveralTasksStartsAFieldsGroupedBolt() {
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(spout(), new ValueMapper<String>(0), 2)
            .filter(w -> !w.isEmpty())
            .mapToPair(w -> Pair.of(w, 1))
            .countByKey()
            .print();
        assertEquals(Map.of("bolt1", "2:{spout1/default=shuffle}", "bolt2", "2:{bolt1/s4=fields[key]}"),
            shape(builder.build()));
    }

    @Test
    void onOneTaskThePerKeyAggregationStaysInTheChain() {
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(spout(), new ValueMapper<String>(0))
            .mapToPair(w -> Pair.of(w, 1))
            .countByKey()
            .print();
        assertEquals(Map.of("bolt1", "1:{spout1/default=shuffle}"), shape(builder.build()));
    }

    @Test
    void repartitionSetsTheParallelismOfTheNextBolt() {
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(spout(), new ValueMapper<String>(0)).repartition(3).map(String::length).print();
        assertEquals(Map.of("bolt1", "1:{spout1/default=shuffle}", "bolt2", "3:{bolt1/s2=shuffle}"),
            shape(builder.build()));
    }

    @Test
    void windowedAggregateOnSeveralTasksMergesGloballyOnPunctuation() {
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(spout(), new ValueMapper<Integer>(0), 2)
            .window(org.apache.storm.streams.windowing.TumblingWindows.of(
                org.apache.storm.topology.base.BaseWindowedBolt.Count.of(5)))
            .count()
            .print();
        Map<String, String> shape = shape(builder.build());
        assertEquals("2:{bolt1/s2=shuffle}", shape.get("bolt2"), shape.toString());
        assertEquals("1:{bolt2/s4=global, bolt2/s4-punctuation=all}", shape.get("bolt3"), shape.toString());
        assertTrue(shape.containsKey("bolt1"));
    }
}
