package org.apache.storm.generated;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StructValueSemanticsTest {

    private static ComponentCommon sampleCommon() {
        Map<GlobalStreamId, Grouping> inputs = new HashMap<>();
        inputs.put(new GlobalStreamId("spout", "default"), Grouping.fields(new ArrayList<>(List.of("word"))));
        Map<String, StreamInfo> streams = new HashMap<>();
        streams.put("default", new StreamInfo(new ArrayList<>(List.of("word", "count")), false));
        ComponentCommon common = new ComponentCommon(inputs, streams);
        common.set_parallelism_hint(4);
        return common;
    }

    @Test
    void equalStructsHaveEqualHashCodes() {
        assertEquals(sampleCommon(), sampleCommon());
        assertEquals(sampleCommon().hashCode(), sampleCommon().hashCode());
        assertEquals(0, sampleCommon().compareTo(sampleCommon()));
    }

    @Test
    void optionalPrimitiveSetOnOneSideMakesStructsDiffer() {
        KillOptions unset = new KillOptions();
        KillOptions zero = new KillOptions();
        zero.set_wait_secs(0);
        assertNotEquals(unset, zero);
        assertEquals(-1, unset.compareTo(zero));
        assertEquals(1, zero.compareTo(unset));
    }

    @Test
    void deepCopySharesNoMutableState() {
        ComponentCommon original = sampleCommon();
        ComponentCommon copy = original.deepCopy();
        assertEquals(original, copy);

        copy.get_streams().get("default").get_output_fields().add("extra");
        copy.get_inputs().keySet().iterator().next().set_streamId("changed");
        copy.set_parallelism_hint(9);

        assertEquals(List.of("word", "count"), original.get_streams().get("default").get_output_fields());
        assertEquals("default", original.get_inputs().keySet().iterator().next().get_streamId());
        assertEquals(4, original.get_parallelism_hint());
    }

    @Test
    void deepCopyCopiesNestedMapsKeyedByStructs() {
        Map<GlobalStreamId, Long> perStream = new HashMap<>();
        perStream.put(new GlobalStreamId("spout", "default"), 3L);
        Map<String, Map<GlobalStreamId, Long>> acked = new HashMap<>();
        acked.put(":all-time", perStream);
        BoltStats stats = new BoltStats(acked, new HashMap<>(), new HashMap<>(), new HashMap<>(), new HashMap<>());

        BoltStats copy = new BoltStats(stats);
        copy.get_acked().get(":all-time").put(new GlobalStreamId("other", "s"), 1L);

        assertEquals(1, stats.get_acked().get(":all-time").size());
        assertEquals(2, copy.get_acked().get(":all-time").size());
        GlobalStreamId originalKey = stats.get_acked().get(":all-time").keySet().iterator().next();
        GlobalStreamId copiedKey = stats.deepCopy().get_acked().get(":all-time").keySet().iterator().next();
        assertEquals(originalKey, copiedKey);
        assertNotSame(originalKey, copiedKey);
    }

    @Test
    void deepCopyCopiesBinaryListElements() {
        StormTopology topology = new StormTopology(new HashMap<>(), new HashMap<>(), new HashMap<>());
        topology.add_to_worker_hooks(ByteBuffer.wrap(new byte[] {1, 2}));
        StormTopology copy = topology.deepCopy();

        copy.get_worker_hooks().get(0).put(0, (byte) 7);

        assertEquals(1, topology.get_worker_hooks().get(0).get(0));
        assertNotEquals(topology, copy);
    }

    @Test
    void requiredFieldsConstructorMarksPrimitivesSet() {
        StreamInfo info = new StreamInfo(List.of("a"), false);
        assertTrue(info.is_set_direct());
        assertTrue(info.is_set_output_fields());
        assertFalse(new StreamInfo().is_set_direct());
    }

    @Test
    void unsetPrimitiveKeepsValueButReportsUnset() {
        KillOptions options = new KillOptions();
        options.set_wait_secs(5);
        options.unset_wait_secs();
        assertFalse(options.is_set_wait_secs());
        assertFalse(options.isSet(KillOptions._Fields.WAIT_SECS));
        options.set_wait_secs_isSet(true);
        assertEquals(5, options.get_wait_secs());
    }

    @Test
    void setIsSetFalseClearsObjectField() {
        GlobalStreamId id = new GlobalStreamId("c", "s");
        id.set_componentId_isSet(false);
        assertNull(id.get_componentId());
        id.set_streamId_isSet(true);
        assertEquals("s", id.get_streamId());
    }

    @Test
    void collectionHelpersCreateCollectionsOnDemand() {
        StormTopology topology = new StormTopology();
        assertEquals(0, topology.get_dependency_jars_size());
        assertNull(topology.get_dependency_jars_iterator());
        topology.add_to_dependency_jars("a.jar");
        topology.add_to_dependency_jars("b.jar");
        assertEquals(List.of("a.jar", "b.jar"), topology.get_dependency_jars());
        assertEquals("a.jar", topology.get_dependency_jars_iterator().next());

        topology.put_to_spouts("spout", new SpoutSpec());
        assertEquals(1, topology.get_spouts_size());

        NodeInfo node = new NodeInfo();
        node.add_to_port(6700L);
        node.add_to_port(6700L);
        assertEquals(1, node.get_port_size());
    }

    @Test
    void clearRestoresDefaults() {
        SupervisorSummary summary = new SupervisorSummary("host", 1, 2, 3, "id");
        assertEquals("VERSION_NOT_PROVIDED", summary.get_version());
        summary.set_version("2.8.2");
        summary.set_used_mem(10.0);
        summary.clear();
        assertEquals("VERSION_NOT_PROVIDED", summary.get_version());
        assertNull(summary.get_host());
        assertFalse(summary.is_set_uptime_secs());
        assertFalse(summary.is_set_used_mem());
        assertEquals(0.0, summary.get_used_mem());
    }

    @Test
    void genericFieldAccessUsesFieldsEnum() {
        RebalanceOptions options = new RebalanceOptions();
        options.setFieldValue(RebalanceOptions._Fields.NUM_WORKERS, 3);
        options.setFieldValue(RebalanceOptions._Fields.NUM_EXECUTORS, Map.of("bolt", 2));
        assertEquals(3, options.getFieldValue(RebalanceOptions._Fields.NUM_WORKERS));
        assertEquals(Map.of("bolt", 2), options.get_num_executors());
        assertTrue(options.isSet(RebalanceOptions._Fields.NUM_EXECUTORS));

        options.setFieldValue(RebalanceOptions._Fields.NUM_WORKERS, null);
        assertFalse(options.is_set_num_workers());

        assertEquals(RebalanceOptions._Fields.PRINCIPAL, options.fieldForId(6));
        assertNull(options.fieldForId(99));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> options.isSet(null));
        assertEquals("field must not be null", e.getMessage());
    }

    @Test
    void fieldsEnumCarriesIdsAndNames() {
        assertEquals(3, ComponentCommon._Fields.PARALLELISM_HINT.getThriftFieldId());
        assertEquals("parallelism_hint", ComponentCommon._Fields.PARALLELISM_HINT.getFieldName());
        assertEquals(GlobalStreamId._Fields.COMPONENT_ID, GlobalStreamId._Fields.findByName("componentId"));
        assertEquals(TopologyInfo._Fields.SCHED_STATUS, TopologyInfo._Fields.findByThriftId(513));
        assertNull(TopologyInfo._Fields.findByThriftId(9));
        assertNull(TopologyInfo._Fields.findByName("nope"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TopologyInfo._Fields.findByThriftIdOrThrow(9));
        assertEquals("Field 9 doesn't exist!", e.getMessage());
    }

    @Test
    void compareToOrdersFieldByField() {
        GlobalStreamId a = new GlobalStreamId("a", "z");
        GlobalStreamId b = new GlobalStreamId("b", "a");
        assertTrue(a.compareTo(b) < 0);
        assertTrue(b.compareTo(a) > 0);
        StreamInfo shorter = new StreamInfo(List.of("z"), true);
        StreamInfo longer = new StreamInfo(List.of("a", "b"), true);
        assertTrue(shorter.compareTo(longer) < 0, "lists compare by size first");
    }

    @Test
    void nullStructValuesAreAllEqual() {
        assertEquals(new NullStruct(), new NullStruct());
        assertEquals(new NullStruct().hashCode(), new NullStruct().hashCode());
        assertEquals(0, new NullStruct().compareTo(new NullStruct()));
    }

    @Test
    void shellComponentDefaultRequirementFieldsFormTheConstructor() {
        ShellComponent shell = new ShellComponent("python3", "splitsentence.py");
        assertEquals("python3", shell.get_execution_command());
        assertEquals("splitsentence.py", shell.get_script());
    }

    @Test
    void javaObjectArgsHoldBinaryCopies() {
        byte[] bytes = {1, 2, 3};
        JavaObjectArg arg = JavaObjectArg.binary_arg(bytes);
        bytes[0] = 9;
        assertArrayEquals(new byte[] {1, 2, 3}, arg.get_binary_arg());
    }
}
