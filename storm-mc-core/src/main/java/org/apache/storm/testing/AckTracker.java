package org.apache.storm.testing;

import io.github.stormmc.testkit.SharedState;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;

/** Counts acks. The count is shared by every serialised copy of this tracker (the one inside the topology included). */
public class AckTracker implements AckFailDelegate {
    private static final long serialVersionUID = 1L;
    private final String id = UUID.randomUUID().toString();

    public AckTracker() {
        counter();
    }

    private AtomicInteger counter() {
        return SharedState.get("ack-tracker-" + id, AtomicInteger::new);
    }

    @Override
    public void ack(Object id) {
        counter().incrementAndGet();
    }

    /** Failures are not counted. */
    @Override
    public void fail(Object id) {
    }

    public int getNumAcks() {
        return counter().get();
    }

    public void resetNumAcks() {
        counter().set(0);
    }
}
