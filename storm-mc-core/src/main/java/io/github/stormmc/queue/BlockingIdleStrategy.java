package io.github.stormmc.queue;

/**
 * Spins briefly, then parks until a producer publishes. Costs no CPU when idle and wakes within microseconds, which
 * is why it is Storm-MC's default for bolts. The park has no timeout: every publish to a queue built to wake its
 * consumer unparks it, and so does a stop request ({@code Executor.requestStop} calls
 * {@link ReceiveQueue#wakeConsumer()}), so a timer would only add its arming and cancelling to every park.
 */
public final class BlockingIdleStrategy implements IdleStrategy {
    private static final int SPINS = 100;
    private final ReceiveQueue queue;

    /** @throws IllegalArgumentException if the queue's producers do not wake its consumer: it would sleep for good */
    public BlockingIdleStrategy(ReceiveQueue queue) {
        if (!queue.wakesConsumerOnPublish()) {
            throw new IllegalArgumentException(queue + " does not wake its consumer on publish; a blocking wait on it"
                + " would never end");
        }
        this.queue = queue;
    }

    @Override
    public int idle(int idleCount) {
        if (idleCount < SPINS) {
            Thread.onSpinWait();
        } else {
            queue.parkUntilPublished();
        }
        return idleCount + 1;
    }
}
