package org.apache.storm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.generated.Bolt;
import org.apache.storm.generated.ComponentCommon;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.generated.JavaObject;
import org.apache.storm.generated.JavaObjectArg;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.generated.StreamInfo;
import org.apache.storm.testing.IdentityBolt;
import org.apache.storm.testing.NGrouping;
import org.apache.storm.testing.TestGlobalCount;
import org.apache.storm.testing.TestWordCounter;
import org.apache.storm.testing.TestWordSpout;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;

/** org.apache.storm.Thrift: grouping and component helpers, and building a topology from details maps. */
class ThriftTest {

    @Test
    void groupingHelpersSetTheMatchingUnionField() {
        assertEquals(Grouping._Fields.SHUFFLE, Thrift.groupingType(Thrift.prepareShuffleGrouping()));
        assertEquals(Grouping._Fields.LOCAL_OR_SHUFFLE, Thrift.groupingType(Thrift.prepareLocalOrShuffleGrouping()));
        assertEquals(Grouping._Fields.ALL, Thrift.groupingType(Thrift.prepareAllGrouping()));
        assertEquals(Grouping._Fields.NONE, Thrift.groupingType(Thrift.prepareNoneGrouping()));
        assertEquals(Grouping._Fields.DIRECT, Thrift.groupingType(Thrift.prepareDirectGrouping()));
        assertEquals(List.of("word"), Thrift.fieldGrouping(Thrift.prepareFieldsGrouping(List.of("word"))));
        assertTrue(Thrift.isGlobalGrouping(Thrift.prepareGlobalGrouping()));
        assertFalse(Thrift.isGlobalGrouping(Thrift.prepareFieldsGrouping(List.of("word"))));
        assertFalse(Thrift.isGlobalGrouping(Thrift.prepareShuffleGrouping()));
        assertEquals(Grouping._Fields.CUSTOM_SERIALIZED,
            Thrift.groupingType(Thrift.prepareCustomStreamGrouping(new NGrouping(2))));
        assertTrue(Thrift.directOutputFields(List.of("a")).is_direct());
        assertFalse(Thrift.outputFields(List.of("a")).is_direct());
    }

    @Test
    void componentObjectsRoundTripAndJavaObjectsAreInstantiated() {
        Object copy = Thrift.deserializeComponentObject(Thrift.serializeComponentObject(new TestWordCounter()));
        assertInstanceOf(TestWordCounter.class, copy);

        JavaObject described = new JavaObject(NGrouping.class.getName(), List.of(JavaObjectArg.int_arg(3)));
        assertInstanceOf(NGrouping.class, Thrift.instantiateJavaObject(described));
        RuntimeException e = assertThrows(RuntimeException.class,
            () -> Thrift.instantiateJavaObject(new JavaObject("com.example.Missing", List.of())));
        assertTrue(e.getMessage().contains("com.example.Missing"), e.getMessage());
    }

    @Test
    void serializedDetailsCarryInputsOutputsParallelismAndConf() {
        Map<GlobalStreamId, Grouping> inputs = Map.of(new GlobalStreamId("words", "default"),
            Thrift.prepareShuffleGrouping());
        Bolt bolt = Thrift.prepareSerializedBoltDetails(inputs, new TestGlobalCount(),
            Map.of("default", Thrift.outputFields(List.of("word"))), 3, Map.of("my.key", "v"));
        ComponentCommon common = bolt.get_common();
        assertEquals(3, Thrift.getParallelismHint(common));
        assertEquals(inputs, common.get_inputs());
        assertEquals(List.of("word"), common.get_streams().get("default").get_output_fields());
        assertTrue(common.get_json_conf().contains("\"my.key\""), common.get_json_conf());
        assertEquals(1, Thrift.getParallelismHint(Thrift.prepareComponentCommon(Map.of(), Map.of(), null)));
        assertInstanceOf(TestGlobalCount.class, Thrift.deserializeComponentObject(bolt.get_bolt_object()));
    }

    @Test
    void buildTopologyWiresEveryInputWithItsGrouping() {
        Map<String, Thrift.SpoutDetails> spouts = new HashMap<>();
        spouts.put("words", Thrift.prepareSpoutDetails(new TestWordSpout(), 2));
        Map<String, Thrift.BoltDetails> bolts = new HashMap<>();
        bolts.put("count", Thrift.prepareBoltDetails(
            Map.of(new GlobalStreamId("words", "default"), Thrift.prepareFieldsGrouping(List.of("word"))),
            new TestWordCounter(), 4));
        bolts.put("all", Thrift.prepareBoltDetails(
            Map.of(new GlobalStreamId("count", "default"), Thrift.prepareGlobalGrouping()),
            new IdentityBolt(new Fields("word", "count"))));
        StormTopology topology = Thrift.buildTopology(spouts, bolts);

        assertEquals(2, Thrift.getParallelismHint(topology.get_spouts().get("words").get_common()));
        ComponentCommon count = topology.get_bolts().get("count").get_common();
        assertEquals(4, Thrift.getParallelismHint(count));
        Grouping wordGrouping = count.get_inputs().get(new GlobalStreamId("words", "default"));
        assertEquals(List.of("word"), Thrift.fieldGrouping(wordGrouping));
        Grouping global = topology.get_bolts().get("all").get_common().get_inputs()
            .get(new GlobalStreamId("count", "default"));
        assertTrue(Thrift.isGlobalGrouping(global));
        StreamInfo out = topology.get_bolts().get("count").get_common().get_streams().get("default");
        assertEquals(List.of("word", "count"), out.get_output_fields());

        assertThrows(UnsupportedOperationException.class, () -> Thrift.buildTopology(new HashMap<>(spouts),
            new HashMap<>(bolts), new HashMap<>(Map.of("state", new org.apache.storm.generated.StateSpoutSpec()))));
    }
}
