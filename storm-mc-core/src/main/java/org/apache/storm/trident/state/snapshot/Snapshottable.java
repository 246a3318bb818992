package org.apache.storm.trident.state.snapshot;

import org.apache.storm.trident.state.ValueUpdater;

/** A state holding one updatable value. */
@SuppressWarnings("rawtypes")
public interface Snapshottable<T> extends ReadOnlySnapshottable<T> {
    T update(ValueUpdater updater);

    void set(T o);
}
