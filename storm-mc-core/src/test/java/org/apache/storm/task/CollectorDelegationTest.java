package org.apache.storm.task;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.storm.spout.ISpoutOutputCollector;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.topology.RecordingOutputCollector;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.TestContexts;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

class CollectorDelegationTest {
    private final Tuple anchor = new TupleImpl(TestContexts.withFields(Map.of("src:default", new Fields("w"))),
        new Values("in"), "src", 1, "default");

    @Test
    void outputCollectorOverloadsFillInStreamAndAnchors() {
        RecordingOutputCollector recorder = new RecordingOutputCollector();
        OutputCollector oc = new OutputCollector(recorder);
        oc.emit(new Values(1));
        oc.emit("s", new Values(2));
        oc.emit(anchor, new Values(3));
        oc.emit((Tuple) null, new Values(4));
        oc.emit("s", anchor, new Values(5));
        oc.emit(List.of(anchor, anchor), new Values(6));
        oc.emit("s", List.of(anchor), new Values(7));
        oc.emitDirect(9, new Values(1));
        oc.emitDirect(9, "s", new Values(2));
        oc.emitDirect(9, anchor, new Values(3));
        oc.emitDirect(9, "s", (Tuple) null, new Values(4));
        oc.emitDirect(9, List.of(anchor), new Values(5));
        oc.emitDirect(9, "s", List.of(anchor), new Values(6));
        oc.ack(anchor);
        oc.fail(anchor);
        oc.resetTimeout(anchor);
        oc.flush();
        oc.reportError(new IllegalStateException("bad"));
        assertEquals(List.of(
            "emit default unanchored [1]",
            "emit s unanchored [2]",
            "emit default anchors=[[in]] [3]",
            "emit default unanchored [4]",
            "emit s anchors=[[in]] [5]",
            "emit default anchors=[[in], [in]] [6]",
            "emit s anchors=[[in]] [7]",
            "emitDirect 9 default unanchored [1]",
            "emitDirect 9 s unanchored [2]",
            "emitDirect 9 default anchors=[[in]] [3]",
            "emitDirect 9 s unanchored [4]",
            "emitDirect 9 default anchors=[[in]] [5]",
            "emitDirect 9 s anchors=[[in]] [6]",
            "ack", "fail", "resetTimeout [in]", "flush", "reportError bad"), recorder.calls);
        assertNull(recorder.anchors.get(3));
    }

    /** As in Storm, every overload ends in a collection overload, so a subclass overriding those sees every emit. */
    @Test
    void subclassOverridingTheCollectionOverloadsSeesSingleAnchorEmits() {
        RecordingOutputCollector recorder = new RecordingOutputCollector();
        List<String> seen = new ArrayList<>();
        OutputCollector oc = new OutputCollector(recorder) {
            @Override
            public List<Integer> emit(String streamId, java.util.Collection<Tuple> anchors, List<Object> tuple) {
                seen.add("emit " + streamId + " " + anchors.size() + " " + tuple);
                return super.emit(streamId, anchors, tuple);
            }

            @Override
            public void emitDirect(int taskId, String streamId, java.util.Collection<Tuple> anchors, List<Object> tuple) {
                seen.add("emitDirect " + taskId + " " + streamId + " " + anchors.size() + " " + tuple);
                super.emitDirect(taskId, streamId, anchors, tuple);
            }
        };
        oc.emit(anchor, new Values(1));
        oc.emit("s", anchor, new Values(2));
        oc.emitDirect(9, anchor, new Values(3));
        oc.emitDirect(9, "s", anchor, new Values(4));
        assertEquals(List.of("emit default 1 [1]", "emit s 1 [2]", "emitDirect 9 default 1 [3]",
            "emitDirect 9 s 1 [4]"), seen);
        assertEquals(List.of("emit default anchors=[[in]] [1]", "emit s anchors=[[in]] [2]",
            "emitDirect 9 default anchors=[[in]] [3]", "emitDirect 9 s anchors=[[in]] [4]"), recorder.calls);
    }

    @Test
    void spoutOutputCollectorOverloadsFillInStreamAndMessageId() {
        List<String> calls = new ArrayList<>();
        SpoutOutputCollector sc = new SpoutOutputCollector(new ISpoutOutputCollector() {
            @Override
            public List<Integer> emit(String streamId, List<Object> tuple, Object messageId) {
                calls.add("emit " + streamId + " " + tuple + " " + messageId);
                return List.of(3, 4);
            }

            @Override
            public void emitDirect(int taskId, String streamId, List<Object> tuple, Object messageId) {
                calls.add("emitDirect " + taskId + " " + streamId + " " + tuple + " " + messageId);
            }

            @Override
            public long getPendingCount() {
                return 42L;
            }

            @Override
            public void flush() {
                calls.add("flush");
            }

            @Override
            public void reportError(Throwable error) {
                calls.add("reportError " + error.getMessage());
            }
        });
        assertEquals(List.of(3, 4), sc.emit(new Values(1)));
        sc.emit(new Values(2), "m");
        sc.emit("s", new Values(3));
        sc.emit("s", new Values(4), "m");
        sc.emitDirect(1, new Values(1));
        sc.emitDirect(1, new Values(2), "m");
        sc.emitDirect(1, "s", new Values(3));
        sc.emitDirect(1, "s", new Values(4), "m");
        sc.flush();
        sc.reportError(new RuntimeException("oops"));
        assertEquals(42L, sc.getPendingCount());
        assertEquals(List.of(
            "emit default [1] null",
            "emit default [2] m",
            "emit s [3] null",
            "emit s [4] m",
            "emitDirect 1 default [1] null",
            "emitDirect 1 default [2] m",
            "emitDirect 1 s [3] null",
            "emitDirect 1 s [4] m",
            "flush",
            "reportError oops"), calls);
    }
}
