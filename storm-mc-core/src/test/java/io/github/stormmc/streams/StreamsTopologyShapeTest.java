package io.github.stormmc.streams;

import static io.github.stormmc.streams.StreamsAggregationTest.rows;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.generated.Bolt;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.PairStream;
import org.apache.storm.streams.Stream;
import org.apache.storm.streams.StreamBuilder;
import org.apache.storm.streams.StreamState;
import org.apache.storm.streams.operations.mappers.PairValueMapper;
import org.apache.storm.streams.operations.mappers.ValueMapper;
import org.apache.storm.streams.windowing.TumblingWindows;
import org.apache.storm.topology.base.BaseWindowedBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.Utils;
import org.junit.jupiter.api.Test;

/**
 * How the planner cuts a stream graph into bolts and wires them, as Storm plans it, without running anything:
 * bolts "boltN" numbered as groups close, streams "sN" per operation, fields grouping on "key" for per-key
 * operations, and a subscription to "&lt;stream&gt;__punctuation" with all-grouping for every stream a non-windowed
 * bolt reads from another bolt.
 */
class StreamsTopologyShapeTest {

    private static ListSpout spout() {
        return new ListSpout("unused", new Fields("w"), rows("a"));
    }

    private static ListSpout pairSpout() {
        return new ListSpout("unused", new Fields("k", "v"), rows("a"));
    }

    /** Per bolt, sorted by component id: "kind parallelism:{source/stream=grouping, ...}". */
    private static Map<String, String> shape(StormTopology topology) {
        Map<String, String> shape = new TreeMap<>();
        for (Map.Entry<String, Bolt> e : topology.get_bolts().entrySet()) {
            Object bolt = Utils.javaDeserialize(e.getValue().get_bolt_object().get_serialized_java(), Object.class);
            StringBuilder sb = new StringBuilder().append(bolt.getClass().getSimpleName()).append(' ')
                .append(e.getValue().get_common().get_parallelism_hint()).append(':');
            Map<String, String> inputs = new TreeMap<>();
            for (Map.Entry<GlobalStreamId, Grouping> in : e.getValue().get_common().get_inputs().entrySet()) {
                if (in.getKey().get_streamId().startsWith("$")) {
                    continue;
                }
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
        assertEquals(Map.of(
                "bolt1", "ProcessorBolt 2:{spout1/default=shuffle}",
                "bolt2", "ProcessorBolt 2:{bolt1/s3=fields[key], bolt1/s3__punctuation=all}"),
            shape(builder.build()));
    }

    @Test
    void onOneTaskThePerKeyAggregationStaysInTheChain() {
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(spout(), new ValueMapper<String>(0))
            .mapToPair(w -> Pair.of(w, 1))
            .countByKey()
            .print();
        assertEquals(Map.of("bolt1", "ProcessorBolt 1:{spout1/default=shuffle}"), shape(builder.build()));
    }

    @Test
    void repartitionSetsTheParallelismOfTheNextBolt() {
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(spout(), new ValueMapper<String>(0)).repartition(3).map(String::length).print();
        assertEquals(Map.of(
                "bolt1", "ProcessorBolt 1:{spout1/default=shuffle}",
                "bolt2", "ProcessorBolt 3:{bolt1/s1=shuffle, bolt1/s1__punctuation=all}"),
            shape(builder.build()));
    }

    @Test
    void anAggregateRightAfterAWindowOnSeveralTasksRunsInOneGloballyGroupedWindow() {
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(spout(), new ValueMapper<Integer>(0), 2)
            .window(TumblingWindows.of(BaseWindowedBolt.Count.of(5)))
            .count()
            .print();
        assertEquals(Map.of(
                "bolt1", "ProcessorBolt 2:{spout1/default=shuffle}",
                "bolt2", "WindowedBoltExecutor 2:{bolt1/s1=global}"),
            shape(builder.build()));
    }

    @Test
    void aWindowedOperationOnSeveralTasksAggregatesPerTaskThenMergesGlobally() {
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(spout(), new ValueMapper<Integer>(0), 2)
            .window(TumblingWindows.of(BaseWindowedBolt.Count.of(5)))
            .filter(n -> n > 0)
            .count()
            .print();
        assertEquals(Map.of(
                "bolt1", "ProcessorBolt 2:{spout1/default=shuffle}",
                "bolt2", "WindowedBoltExecutor 2:{bolt1/s1=shuffle}",
                "bolt3", "ProcessorBolt 2:{bolt2/s3=global, bolt2/s3__punctuation=all}"),
            shape(builder.build()));
    }

    @Test
    void branchArmsShareTheBoltOfTheBranch() {
        StreamBuilder builder = new StreamBuilder();
        Stream<Integer>[] arms = builder.newStream(spout(), new ValueMapper<Integer>(0)).branch(n -> n > 0, n -> true);
        arms[0].print();
        arms[1].map(n -> -n).print();
        assertEquals(Map.of("bolt1", "ProcessorBolt 1:{spout1/default=shuffle}"), shape(builder.build()));
    }

    @Test
    void aStateQueryRunsInTheStatefulBoltOfTheStateItReads() {
        StreamBuilder builder = new StreamBuilder();
        StreamState<String, Long> counts = builder.newStream(spout(), new ValueMapper<String>(0), 2)
            .mapToPair(w -> Pair.of(w, 1))
            .updateStateByKey(0L, (count, one) -> count + one);
        builder.newStream(spout(), new ValueMapper<String>(0)).stateQuery(counts).print();
        // In a topology with state every other bolt forwards checkpoints (CheckpointTupleForwarder), as on Storm.
        assertEquals(Map.of(
                "bolt1", "CheckpointTupleForwarder 1:{spout2/default=shuffle}",
                "bolt2", "CheckpointTupleForwarder 2:{spout1/default=shuffle}",
                "bolt3", "StatefulBoltExecutor 2:{bolt1/s4=fields[value], bolt1/s4__punctuation=all, "
                    + "bolt2/s2=fields[key], bolt2/s2__punctuation=all}"),
            shape(builder.build()));
    }

    @Test
    void stateRightAfterAWindowGetsAWindowedIdentityBoltAndKeepsItsKeyRouting() {
        StreamBuilder builder = new StreamBuilder();
        builder.newStream(pairSpout(), new PairValueMapper<String, Integer>(0, 1), 2)
            .window(TumblingWindows.of(BaseWindowedBolt.Count.of(5)))
            .updateStateByKey(0, Integer::sum);
        assertEquals(Map.of(
                "bolt1", "CheckpointTupleForwarder 2:{spout1/default=shuffle}",
                "bolt2", "CheckpointTupleForwarder 2:{bolt1/s1=fields[key]}",
                "bolt3", "StatefulBoltExecutor 2:{bolt2/s3=fields[key], bolt2/s3__punctuation=all}"),
            shape(builder.build()));
    }

    @Test
    void joiningStreamsOnDifferentNumbersOfTasksRoutesBothByKey() {
        StreamBuilder builder = new StreamBuilder();
        PairStream<String, Integer> wide = builder.newStream(pairSpout(), new PairValueMapper<String, Integer>(0, 1), 2);
        PairStream<String, Integer> narrow = builder.newStream(pairSpout(), new PairValueMapper<String, Integer>(0, 1));
        wide.join(narrow).print();
        assertEquals(Map.of(
                "bolt1", "ProcessorBolt 1:{spout2/default=shuffle}",
                "bolt2", "ProcessorBolt 2:{spout1/default=shuffle}",
                "bolt3", "ProcessorBolt 2:{bolt1/s2=fields[key], bolt1/s2__punctuation=all, "
                    + "bolt2/s1=fields[key], bolt2/s1__punctuation=all}"),
            shape(builder.build()));
    }
}
