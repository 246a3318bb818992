package io.github.stormmc.streams;

import org.apache.storm.state.KeyValueState;

/** What an op can do with its results: hand them to its children. */
public interface OpContext {
    void forward(Object value);

    /** Forwards only to the child at {@code childIndex} (the arms of a branch). */
    void forwardTo(int childIndex, Object value);

    /** The bolt's key-value state; only in the bolt of an {@code updateStateByKey}. */
    KeyValueState<Object, Object> state();
}
