package org.apache.storm.trident.state;

/** Computes a stored value's new value from its current one (null when absent). */
public interface ValueUpdater<T> {
    T update(T stored);
}
