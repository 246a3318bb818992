package org.apache.storm.testing;

import io.github.stormmc.testkit.SharedState;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Remembers which message ids were acked and which failed. Shared by every serialised copy of this tracker, so a test
 * can ask the instance it holds about acks seen by the copy inside the topology.
 */
public class AckFailMapTracker implements AckFailDelegate {
    private static final long serialVersionUID = 1L;
    private final String id = UUID.randomUUID().toString();

    public AckFailMapTracker() {
        acked();
        failed();
    }

    private Set<Object> acked() {
        return SharedState.get("acked-" + id, ConcurrentHashMap::newKeySet);
    }

    private Set<Object> failed() {
        return SharedState.get("failed-" + id, ConcurrentHashMap::newKeySet);
    }

    public boolean isAcked(Object id) {
        return acked().contains(id);
    }

    public boolean isFailed(Object id) {
        return failed().contains(id);
    }

    @Override
    public void ack(Object id) {
        acked().add(id);
    }

    @Override
    public void fail(Object id) {
        failed().add(id);
    }
}
