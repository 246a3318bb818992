package org.apache.storm.testing;

import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.storm.utils.RegisteredGlobalState;

/** The counters of a track id: a map of {@link AtomicInteger}s in {@link RegisteredGlobalState}, as Storm keeps them. */
final class TrackerCounts {
    private TrackerCounts() {
    }

    @SuppressWarnings("unchecked")
    static void increment(String trackId, String counter) {
        Object state = RegisteredGlobalState.getState(trackId);
        if (!(state instanceof Map<?, ?> counters) || !(counters.get(counter) instanceof AtomicInteger count)) {
            throw new IllegalStateException("Track id " + trackId + " has no AtomicInteger '" + counter
                + "' registered in RegisteredGlobalState");
        }
        count.incrementAndGet();
    }
}
