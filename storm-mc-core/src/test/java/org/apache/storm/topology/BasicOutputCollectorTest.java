package org.apache.storm.topology;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.util.List;
import java.util.Map;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.TestContexts;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

class BasicOutputCollectorTest {

    @Test
    void everyEmitIsAnchoredToTheCurrentInput() {
        RecordingOutputCollector recorder = new RecordingOutputCollector();
        BasicOutputCollector collector = new BasicOutputCollector(new OutputCollector(recorder));
        TupleImpl input = new TupleImpl(TestContexts.withFields(Map.of("src:default", new Fields("w"))),
            new Values("in"), "src", 1, "default");
        collector.setContext(input);

        assertEquals(List.of(7), collector.emit(new Values("a")));
        collector.emit("s", new Values("b"));
        collector.emitDirect(4, new Values("c"));
        collector.emitDirect(4, "s", new Values("d"));
        collector.resetTimeout(input);
        collector.reportError(new RuntimeException("boom"));

        assertEquals(List.of(
            "emit default anchors=[[in]] [a]",
            "emit s anchors=[[in]] [b]",
            "emitDirect 4 default anchors=[[in]] [c]",
            "emitDirect 4 s anchors=[[in]] [d]",
            "resetTimeout [in]",
            "reportError boom"), recorder.calls);
        assertSame(input, recorder.anchors.get(0).iterator().next());
    }

    @Test
    void setContextSwitchesTheAnchor() {
        RecordingOutputCollector recorder = new RecordingOutputCollector();
        BasicOutputCollector collector = new BasicOutputCollector(new OutputCollector(recorder));
        var context = TestContexts.withFields(Map.of("src:default", new Fields("w")));
        collector.setContext(new TupleImpl(context, new Values("first"), "src", 1, "default"));
        collector.emit(new Values("a"));
        collector.setContext(new TupleImpl(context, new Values("second"), "src", 1, "default"));
        collector.emit(new Values("b"));
        assertEquals(List.of("emit default anchors=[[first]] [a]", "emit default anchors=[[second]] [b]"),
            recorder.calls);
    }

    @Test
    void outputFieldsGetterRecordsStreamsAndRejectsRedeclaration() {
        OutputFieldsGetter getter = new OutputFieldsGetter();
        getter.declare(new Fields("x"));
        getter.declareStream("direct", true, new Fields("y", "z"));
        assertEquals(List.of("x"), getter.getFieldsDeclaration().get("default").get_output_fields());
        assertEquals(false, getter.getFieldsDeclaration().get("default").is_direct());
        assertEquals(List.of("y", "z"), getter.getFieldsDeclaration().get("direct").get_output_fields());
        assertEquals(true, getter.getFieldsDeclaration().get("direct").is_direct());

        IllegalArgumentException dup = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
            () -> getter.declareStream("default", new Fields("q")));
        assertEquals("Fields for default already set", dup.getMessage());
        IllegalArgumentException nullId = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
            () -> getter.declareStream(null, new Fields("q")));
        assertEquals("streamId can't be null", nullId.getMessage());
    }
}
