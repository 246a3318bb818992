package org.apache.storm.trident.state.snapshot;

import org.apache.storm.trident.state.State;

/** A state holding one value. */
public interface ReadOnlySnapshottable<T> extends State {
    T get();
}
