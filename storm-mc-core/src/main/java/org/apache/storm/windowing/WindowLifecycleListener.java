package org.apache.storm.windowing;

import java.util.Iterator;
import java.util.List;
import java.util.function.Supplier;

/**
 * Receives a window manager's expiries and activations. Implement the list-based or the iterator-based
 * {@code onActivation}: the one the manager calls depends on whether it materialises windows.
 */
public interface WindowLifecycleListener<T> {

    void onExpiry(List<T> events);

    default void onActivation(List<T> events, List<T> newEvents, List<T> expired, Long referenceTime) {
        throw new UnsupportedOperationException(getClass().getName()
            + " does not implement the list-based onActivation(List, List, List, Long)");
    }

    default void onActivation(Supplier<Iterator<T>> eventsIt, Supplier<Iterator<T>> newEventsIt,
                              Supplier<Iterator<T>> expiredIt, Long referenceTime) {
        throw new UnsupportedOperationException(getClass().getName()
            + " does not implement the iterator-based onActivation(Supplier, Supplier, Supplier, Long)");
    }
}
