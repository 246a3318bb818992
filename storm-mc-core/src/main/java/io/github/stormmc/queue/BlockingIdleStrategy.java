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
 * the whole spin (two hops at 1,000 tuples/s: p50 about 25 µs against 33 µs with the spin). After
 * {@link #LONG_PARKS_TO_SKIP} long parks in a row the next idle spell parks at once; any shorter park brings the spin
 * back. Under load, parks are short and nothing changes.
 *
 * <p><b>Polling before the park</b> ({@code stormmc.executor.wait.poll.micros}, default 0). With a core to spare for
 * every executor on a path, polling the queue for a bounded while after it empties takes the next tuple without the
 * wake-up, whose latency tail on a virtual machine is hundreds of microseconds. The clock is read once per 64 spins.
 * On a machine whose cores are all taken the polling thread holds back the very threads it waits for, which is why
 * it is off by default (docs/configuration.md, "Low latency").
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

    /** Spins between two clock reads while polling. */
    private static final int POLL_CLOCK_STRIDE = 64;
    /** How long a spell polls before it parks; 0 for a brief spin only. */
    private final long pollNanos;
    /** When the current spell's polling ends; consumer thread only. */
    private long pollUntil;

    /** @throws IllegalArgumentException if the queue's producers do not wake its consumer: it would sleep for good */
    public BlockingIdleStrategy(ReceiveQueue queue) {
        this(queue, 0L);
    }

    /** @param pollNanos how long a spell polls the queue before it parks ({@code stormmc.executor.wait.poll.micros}) */
    public BlockingIdleStrategy(ReceiveQueue queue, long pollNanos) {
        this(queue, System::nanoTime, pollNanos);
    }

    BlockingIdleStrategy(ReceiveQueue queue, LongSupplier clock) {
        this(queue, clock, 0L);
    }

    BlockingIdleStrategy(ReceiveQueue queue, LongSupplier clock, long pollNanos) {
        if (pollNanos < 0) {
            throw new IllegalArgumentException("poll time must not be negative, got " + pollNanos + " ns");
        }
        this.pollNanos = pollNanos;
        if (!queue.wakesConsumerOnPublish()) {
            throw new IllegalArgumentException(queue + " does not wake its consumer on publish; a blocking wait on it"
                + " would never end");
        }
        this.queue = queue;
        this.clock = clock;
    }

    @Override
    public int idle(int idleCount) {
        if (pollNanos > 0 && polling(idleCount)) {
            Thread.onSpinWait();
            return idleCount + 1;
        }
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

    /** Whether this spell still polls: from its first round until the clock, read every few rounds, passes the end. */
    private boolean polling(int idleCount) {
        if (idleCount == 0) {
            pollUntil = clock.getAsLong() + pollNanos;
            return true;
        }
        if (pollUntil != 0L && idleCount % POLL_CLOCK_STRIDE == 0 && clock.getAsLong() - pollUntil >= 0) {
            pollUntil = 0L;
        }
        return pollUntil != 0L;
    }

    /** Spins the next idle spell starts with: {@link #SPINS}, or none while parks are long. */
    int spinsOfNextSpell() {
        return longParks >= LONG_PARKS_TO_SKIP ? 0 : SPINS;
    }
}
