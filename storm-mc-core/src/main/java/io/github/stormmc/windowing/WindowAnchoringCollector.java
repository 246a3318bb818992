package io.github.stormmc.windowing;

import java.util.List;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.tuple.Tuple;

/**
 * The collector a windowed bolt is prepared with: an emit without anchors is anchored to every tuple of the window
 * being executed, as Storm's windowed executor does, so that a failure downstream replays the window's tuples from
 * their spouts. Emits that name their own anchors keep them. The window is set on the executor thread right before the
 * bolt runs on it (the bolt's emits happen there too), so a plain field suffices.
 */
public final class WindowAnchoringCollector extends OutputCollector {
    /** Before the first window there is nothing to anchor to: emits stay unanchored, as on Storm. */
    private List<Tuple> window;

    public WindowAnchoringCollector(OutputCollector delegate) {
        super(delegate);
    }

    /** The window the bolt is about to execute: its tuples anchor the bolt's emits until the next window. */
    public void anchorTo(List<Tuple> window) {
        this.window = window;
    }

    @Override
    public List<Integer> emit(String streamId, List<Object> tuple) {
        return emit(streamId, window, tuple);
    }

    @Override
    public void emitDirect(int taskId, String streamId, List<Object> tuple) {
        emitDirect(taskId, streamId, window, tuple);
    }
}
