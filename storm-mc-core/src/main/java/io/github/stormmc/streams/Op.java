package io.github.stormmc.streams;

import java.io.Serializable;

/**
 * The runtime form of one streams operation inside a bolt. {@code execute} receives one value (from the parent at
 * {@code parentIndex}); {@code finish} is called when a window (or punctuation) completes. Ops of a windowed node
 * hold aggregates until {@code finish}; others forward as they go.
 */
public abstract class Op implements Serializable {
    private static final long serialVersionUID = 1L;
    /** True when the node sits downstream of a window: aggregates emit only on finish. */
    protected boolean windowed;

    void setWindowed(boolean windowed) {
        this.windowed = windowed;
    }

    public abstract void execute(Object value, int parentIndex, OpContext ctx);

    public void finish(OpContext ctx) {
    }
}
