package org.apache.storm.streams;

import org.apache.storm.streams.windowing.Window;
import org.apache.storm.tuple.Fields;

/** Marks where a stream is windowed; the operations after it run in a windowed bolt. */
public class WindowNode extends Node {
    /** The value of the tuple that tells a bolt a batch (window) of values from one upstream task is complete. */
    public static final String PUNCTUATION = "__punctuation";
    private static final long serialVersionUID = 1L;
    private final Window<?, ?> windowParams;

    WindowNode(Window<?, ?> windowParams, String outputStream, Fields outputFields) {
        super(outputStream, outputFields);
        setWindowed(true);
        this.windowParams = windowParams;
    }

    Window<?, ?> getWindowParams() {
        return windowParams;
    }
}
