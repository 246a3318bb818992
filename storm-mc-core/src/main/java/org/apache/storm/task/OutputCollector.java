package org.apache.storm.task;

import java.util.Collection;
import java.util.Collections;
import java.util.List;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.utils.Utils;

/**
 * What a bolt emits, acks and fails through. Overloads fill in the default stream and turn a single anchor into a
 * one-element collection; a null single anchor or a missing anchors argument becomes a null collection (unanchored).
 */
public class OutputCollector implements IOutputCollector {
    private final IOutputCollector delegate;

    public OutputCollector(IOutputCollector delegate) {
        this.delegate = delegate;
    }

    private static Collection<Tuple> anchorsOf(Tuple anchor) {
        return anchor == null ? null : Collections.singletonList(anchor);
    }

    public List<Integer> emit(String streamId, Tuple anchor, List<Object> tuple) {
        return delegate.emit(streamId, anchorsOf(anchor), tuple);
    }

    public List<Integer> emit(String streamId, List<Object> tuple) {
        return delegate.emit(streamId, null, tuple);
    }

    public List<Integer> emit(Collection<Tuple> anchors, List<Object> tuple) {
        return delegate.emit(Utils.DEFAULT_STREAM_ID, anchors, tuple);
    }

    public List<Integer> emit(Tuple anchor, List<Object> tuple) {
        return delegate.emit(Utils.DEFAULT_STREAM_ID, anchorsOf(anchor), tuple);
    }

    public List<Integer> emit(List<Object> tuple) {
        return delegate.emit(Utils.DEFAULT_STREAM_ID, null, tuple);
    }

    @Override
    public List<Integer> emit(String streamId, Collection<Tuple> anchors, List<Object> tuple) {
        return delegate.emit(streamId, anchors, tuple);
    }

    public void emitDirect(int taskId, String streamId, Tuple anchor, List<Object> tuple) {
        delegate.emitDirect(taskId, streamId, anchorsOf(anchor), tuple);
    }

    public void emitDirect(int taskId, String streamId, List<Object> tuple) {
        delegate.emitDirect(taskId, streamId, null, tuple);
    }

    public void emitDirect(int taskId, Collection<Tuple> anchors, List<Object> tuple) {
        delegate.emitDirect(taskId, Utils.DEFAULT_STREAM_ID, anchors, tuple);
    }

    public void emitDirect(int taskId, Tuple anchor, List<Object> tuple) {
        delegate.emitDirect(taskId, Utils.DEFAULT_STREAM_ID, anchorsOf(anchor), tuple);
    }

    public void emitDirect(int taskId, List<Object> tuple) {
        delegate.emitDirect(taskId, Utils.DEFAULT_STREAM_ID, null, tuple);
    }

    @Override
    public void emitDirect(int taskId, String streamId, Collection<Tuple> anchors, List<Object> tuple) {
        delegate.emitDirect(taskId, streamId, anchors, tuple);
    }

    @Override
    public void ack(Tuple input) {
        delegate.ack(input);
    }

    @Override
    public void fail(Tuple input) {
        delegate.fail(input);
    }

    @Override
    public void resetTimeout(Tuple input) {
        delegate.resetTimeout(input);
    }

    @Override
    public void reportError(Throwable error) {
        delegate.reportError(error);
    }

    @Override
    public void flush() {
        delegate.flush();
    }
}
