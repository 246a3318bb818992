package io.github.stormmc.queue;

/**
 * Spins briefly, then parks until a producer publishes. Costs no CPU when idle and wakes within microseconds, which
 * is why it is Storm-MC's default for bolts. The park has a timeout only as a guard for external stop requests that
 * do not go through {@link ReceiveQueue#wakeConsumer()}.
 */
public final class BlockingIdleStrategy implements IdleStrategy {
    private static final int SPINS = 100;
    private static final long MAX_PARK_NANOS = 100_000_000L;
    private final ReceiveQueue queue;

    public BlockingIdleStrategy(ReceiveQueue queue) {
        this.queue = queue;
    }

    @Override
    public int idle(int idleCount) {
        if (idleCount < SPINS) {
            Thread.onSpinWait();
        } else {
            queue.parkUntilPublished(MAX_PARK_NANOS);
        }
        return idleCount + 1;
    }
}
