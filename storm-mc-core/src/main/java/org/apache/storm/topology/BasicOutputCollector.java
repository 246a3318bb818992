package org.apache.storm.topology;

import java.util.List;
import org.apache.storm.task.IOutputCollector;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.Utils;

/**
 * The collector an {@link IBasicBolt} emits through: every emit is anchored to the input tuple the executor set with
 * {@link #setContext(Tuple)} before calling {@code execute}.
 */
public class BasicOutputCollector implements IBasicOutputCollector {
    private final OutputCollector out;
    private Tuple inputTuple;

    public BasicOutputCollector(OutputCollector out) {
        this.out = out;
    }

    @Override
    public List<Integer> emit(String streamId, List<Object> tuple) {
        return out.emit(streamId, inputTuple, tuple);
    }

    public List<Integer> emit(List<Object> tuple) {
        return emit(Utils.DEFAULT_STREAM_ID, tuple);
    }

    /** Sets the input tuple that subsequent emits are anchored to. */
    public void setContext(Tuple inputTuple) {
        this.inputTuple = inputTuple;
    }

    @Override
    public void emitDirect(int taskId, String streamId, List<Object> tuple) {
        out.emitDirect(taskId, streamId, inputTuple, tuple);
    }

    public void emitDirect(int taskId, List<Object> tuple) {
        emitDirect(taskId, Utils.DEFAULT_STREAM_ID, tuple);
    }

    @Override
    public void resetTimeout(Tuple tuple) {
        out.resetTimeout(tuple);
    }

    protected IOutputCollector getOutputter() {
        return out;
    }

    @Override
    public void reportError(Throwable t) {
        out.reportError(t);
    }
}
