package org.apache.storm.task;

import java.util.Collection;
import java.util.Collections;
import java.util.List;
import org.apache.storm.tuple.Tuple;
import io.github.stormmc.executor.SingleAnchorCollector;
import org.apache.storm.utils.Utils;

/**
 * What a bolt emits, acks and fails through. Overloads fill in the default stream and turn a single anchor into a
 * one-element collection; a null single anchor or a missing anchors argument becomes a null collection (unanchored).
 * Every overload ends in one of the two collection overloads, so a subclass overriding those sees every emit.
 */
public class OutputCollector implements IOutputCollector {
    private final IOutputCollector delegate;
    /**
     * The engine's collector when single-anchor emits may skip the one-element anchor list (two thirds of a basic
     * bolt's per-emit garbage besides the tuple): only for this class itself, because a subclass overriding the
     * collection overloads must see every emit there, as the overloads below dispatch to them.
     */
    private final SingleAnchorCollector singleAnchor;

    public OutputCollector(IOutputCollector delegate) {
        this.delegate = delegate;
        this.singleAnchor = getClass() == OutputCollector.class && delegate instanceof SingleAnchorCollector s
            ? s : null;
    }

    private static Collection<Tuple> anchorsOf(Tuple anchor) {
        return anchor == null ? null : Collections.singletonList(anchor);
    }

    public List<Integer> emit(String streamId, Tuple anchor, List<Object> tuple) {
        SingleAnchorCollector fast = singleAnchor;
        return fast != null ? fast.emit(streamId, anchor, tuple) : emit(streamId, anchorsOf(anchor), tuple);
    }

    public List<Integer> emit(String streamId, List<Object> tuple) {
        return emit(streamId, (Collection<Tuple>) null, tuple);
    }

    public List<Integer> emit(Collection<Tuple> anchors, List<Object> tuple) {
        return emit(Utils.DEFAULT_STREAM_ID, anchors, tuple);
    }

    public List<Integer> emit(Tuple anchor, List<Object> tuple) {
        return emit(Utils.DEFAULT_STREAM_ID, anchor, tuple);
    }

    public List<Integer> emit(List<Object> tuple) {
        return emit(Utils.DEFAULT_STREAM_ID, tuple);
    }

    @Override
    public List<Integer> emit(String streamId, Collection<Tuple> anchors, List<Object> tuple) {
        return delegate.emit(streamId, anchors, tuple);
    }

    public void emitDirect(int taskId, String streamId, Tuple anchor, List<Object> tuple) {
        SingleAnchorCollector fast = singleAnchor;
        if (fast != null) {
            fast.emitDirect(taskId, streamId, anchor, tuple);
        } else {
            emitDirect(taskId, streamId, anchorsOf(anchor), tuple);
        }
    }

    public void emitDirect(int taskId, String streamId, List<Object> tuple) {
        emitDirect(taskId, streamId, (Collection<Tuple>) null, tuple);
    }

    public void emitDirect(int taskId, Collection<Tuple> anchors, List<Object> tuple) {
        emitDirect(taskId, Utils.DEFAULT_STREAM_ID, anchors, tuple);
    }

    public void emitDirect(int taskId, Tuple anchor, List<Object> tuple) {
        emitDirect(taskId, Utils.DEFAULT_STREAM_ID, anchor, tuple);
    }

    public void emitDirect(int taskId, List<Object> tuple) {
        emitDirect(taskId, Utils.DEFAULT_STREAM_ID, tuple);
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
