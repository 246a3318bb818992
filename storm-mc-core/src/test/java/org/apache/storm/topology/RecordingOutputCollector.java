package org.apache.storm.topology;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import org.apache.storm.task.IOutputCollector;
import org.apache.storm.tuple.Tuple;

/** Records every call as one readable line, for asserting which overload delegates how. */
public class RecordingOutputCollector implements IOutputCollector {
    public final List<String> calls = new ArrayList<>();
    public final List<Collection<Tuple>> anchors = new ArrayList<>();

    @Override
    public List<Integer> emit(String streamId, Collection<Tuple> anchors, List<Object> tuple) {
        this.anchors.add(anchors);
        calls.add("emit " + streamId + " " + describe(anchors) + " " + tuple);
        return List.of(7);
    }

    @Override
    public void emitDirect(int taskId, String streamId, Collection<Tuple> anchors, List<Object> tuple) {
        this.anchors.add(anchors);
        calls.add("emitDirect " + taskId + " " + streamId + " " + describe(anchors) + " " + tuple);
    }

    @Override
    public void ack(Tuple input) {
        calls.add("ack");
    }

    @Override
    public void fail(Tuple input) {
        calls.add("fail");
    }

    @Override
    public void resetTimeout(Tuple input) {
        calls.add("resetTimeout " + input.getValues());
    }

    @Override
    public void flush() {
        calls.add("flush");
    }

    @Override
    public void reportError(Throwable error) {
        calls.add("reportError " + error.getMessage());
    }

    private static String describe(Collection<Tuple> anchors) {
        if (anchors == null) {
            return "unanchored";
        }
        List<Object> anchorValues = new ArrayList<>();
        for (Tuple t : anchors) {
            anchorValues.add(t.getValues());
        }
        return "anchors=" + anchorValues;
    }
}
