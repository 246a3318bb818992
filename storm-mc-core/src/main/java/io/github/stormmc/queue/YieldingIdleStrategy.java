package io.github.stormmc.queue;

/** Spins briefly, then yields the core on every empty poll: low latency, but a busy core while idle. */
public final class YieldingIdleStrategy implements IdleStrategy {
    private static final int SPINS = 100;

    @Override
    public int idle(int idleCount) {
        if (idleCount < SPINS) {
            Thread.onSpinWait();
        } else {
            Thread.yield();
        }
        return idleCount + 1;
    }
}
