package io.github.stormmc.queue;

import java.util.function.LongSupplier;

/**
 * Spins briefly, then parks until a producer publishes. Costs no CPU when idle and wakes within microseconds, which
 * is why it is Storm-MC's default for bolts. The park has no timeout: every publish to a queue built to wake its
 * consumer unparks it, and so does a stop request ({@code Executor.requestStop} calls
 * {@link ReceiveQueue#wakeConsumer()}), so a timer would only add its arming and cancelling to every park.
 *
 * <p><b>The spin is skipped when messages come far apart.</b> It pays off when the next message arrives within it
 * (a busy producer's batches); when parks keep lasting longer than {@link #LONG_PARK_NANOS}, it cannot, and it
 * costs latency: on a virtual machine the kernel mostly wakes a consumer on its producer's CPU, where it runs only
 * once the producer blocks, so a relay that spins after handing a message on holds its own consumer off the CPU for
 * the whole spin (two hops at 1,000 tuples/s: p50 about 25 µs against 33 µs with the spin,
 * docs/benchmarks/issue13.md). After {@link #LONG_PARKS_TO_SKIP} long parks in a row the next idle spell parks at
 * once; any shorter park brings the spin back. Under load, parks are short and nothing changes.
 */
public final class BlockingIdleStrategy implements IdleStrategy {
    private static final int SPINS = 100;
    /** A park this long means messages come too far apart for a spin of about 2.5 µs to catch the next one. */
    static final long LONG_PARK_NANOS = 200_000L;
    /** Long parks in a row before the spin is skipped: a single gap in a busy flow keeps it. */
    static final int LONG_PARKS_TO_SKIP = 2;
    private final ReceiveQueue queue;
    private final LongSupplier clock;
    /** Consecutive long parks; consumer thread only. */
    private int longParks;

    /** @throws IllegalArgumentException if the queue's producers do not wake its consumer: it would sleep for good */
    public BlockingIdleStrategy(ReceiveQueue queue) {
        this(queue, System::nanoTime);
    }

    BlockingIdleStrategy(ReceiveQueue queue, LongSupplier clock) {
        if (!queue.wakesConsumerOnPublish()) {
            throw new IllegalArgumentException(queue + " does not wake its consumer on publish; a blocking wait on it"
                + " would never end");
        }
        this.queue = queue;
        this.clock = clock;
    }

    @Override
    public int idle(int idleCount) {
        if (idleCount < spinsOfNextSpell()) {
            Thread.onSpinWait();
        } else {
            // two clock reads per park: tens of nanoseconds against the park's microseconds
            long start = clock.getAsLong();
            queue.parkUntilPublished();
            longParks = clock.getAsLong() - start < LONG_PARK_NANOS ? 0 : longParks + 1;
        }
        return idleCount + 1;
    }

    /** Spins the next idle spell starts with: {@link #SPINS}, or none while parks are long. */
    int spinsOfNextSpell() {
        return longParks >= LONG_PARKS_TO_SKIP ? 0 : SPINS;
    }
}
