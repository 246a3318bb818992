package org.apache.storm.generated;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.thrift.TException;
import org.junit.jupiter.api.Test;

/** Expected strings match what storm-client 2.8.2 prints for the same objects. */
class RenderingAndValidationTest {

    @Test
    void optionalFieldsAppearOnlyWhenSet() {
        KillOptions options = new KillOptions();
        assertEquals("KillOptions()", options.toString());
        options.set_wait_secs(5);
        assertEquals("KillOptions(wait_secs:5)", options.toString());
    }

    @Test
    void requiredFieldsAlwaysAppear() {
        assertEquals("ExecutorStats(emitted:null, transferred:null, specific:null, rate:0.0)",
                new ExecutorStats().toString());
        assertEquals("SupervisorSummary(host:h, uptime_secs:1, num_workers:2, num_used_workers:3, supervisor_id:id,"
                + " version:VERSION_NOT_PROVIDED)", new SupervisorSummary("h", 1, 2, 3, "id").toString());
    }

    @Test
    void nestedStructsAndUnionsRenderRecursively() {
        Map<GlobalStreamId, Grouping> inputs = new HashMap<>();
        inputs.put(new GlobalStreamId("c", "s"), Grouping.shuffle(new NullStruct()));
        Map<String, StreamInfo> streams = new HashMap<>();
        streams.put("default", new StreamInfo(List.of("a", "b"), true));
        ComponentCommon common = new ComponentCommon(inputs, streams);
        common.set_parallelism_hint(3);
        assertEquals("ComponentCommon(inputs:{GlobalStreamId(componentId:c, streamId:s)"
                + "=<Grouping shuffle:NullStruct()>}, streams:{default=StreamInfo(output_fields:[a, b], direct:true)},"
                + " parallelism_hint:3)",
                common.toString());
    }

    @Test
    void unionsRenderInAngleBrackets() {
        assertEquals("<Grouping fields:[a, b]>", Grouping.fields(List.of("a", "b")).toString());
        assertEquals("<Grouping >", new Grouping().toString());
        assertEquals("<Grouping custom_serialized:01 02 FF>",
                Grouping.custom_serialized(new byte[] {1, 2, (byte) 255}).toString());
        assertEquals("JavaObject(full_class_name:a.B,"
                + " args_list:[<JavaObjectArg int_arg:3>, <JavaObjectArg string_arg:s>])",
                new JavaObject("a.B", List.of(JavaObjectArg.int_arg(3), JavaObjectArg.string_arg("s"))).toString());
    }

    @Test
    void longBinaryIsAbbreviatedAfter128Bytes() {
        String rendered = ComponentObject.serialized_java(new byte[200]).toString();
        assertEquals("<ComponentObject serialized_java:" + "00 ".repeat(127) + "00...>", rendered);
    }

    @Test
    void binaryListsRenderAsHex() {
        StormTopology topology = new StormTopology(new HashMap<>(), new HashMap<>(), new HashMap<>());
        topology.add_to_worker_hooks(ByteBuffer.wrap(new byte[] {1, 2}));
        assertEquals("StormTopology(spouts:{}, bolts:{}, state_spouts:{}, worker_hooks:[01 02])", topology.toString());
    }

    @Test
    void enumsAndDoublesRenderPlainly() {
        assertEquals("SubmitOptions(initial_status:INACTIVE)",
                new SubmitOptions(TopologyInitialStatus.INACTIVE).toString());
        DebugOptions debug = new DebugOptions();
        debug.set_enable(true);
        debug.set_samplingpct(10);
        assertEquals("DebugOptions(enable:true, samplingpct:10.0)", debug.toString());
    }

    @Test
    void validateNamesTheMissingRequiredField() {
        TException e = assertThrows(TException.class, () -> new ComponentCommon().validate());
        assertEquals("Required field 'inputs' is unset! Struct:ComponentCommon(inputs:null, streams:null)",
                e.getMessage());
    }

    @Test
    void validateChecksRequiredPrimitives() {
        TException e = assertThrows(TException.class, () -> new ExecutorInfo().validate());
        assertEquals("Required field 'task_start' is unset! Struct:ExecutorInfo(task_start:0, task_end:0)",
                e.getMessage());
        assertDoesNotThrow(() -> new ExecutorInfo(1, 2).validate());
    }

    @Test
    void validateDescendsIntoNestedStructs() {
        SpoutSpec spec = new SpoutSpec(new ComponentObject(), new ComponentCommon());
        TException e = assertThrows(TException.class, spec::validate);
        assertEquals("Required field 'inputs' is unset! Struct:ComponentCommon(inputs:null, streams:null)",
                e.getMessage());
    }

    @Test
    void validateIgnoresOptionalAndDefaultFields() {
        assertDoesNotThrow(() -> new KillOptions().validate());
        assertDoesNotThrow(() -> new ShellComponent().validate());
    }
}
