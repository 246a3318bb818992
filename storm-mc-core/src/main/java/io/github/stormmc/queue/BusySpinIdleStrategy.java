package io.github.stormmc.queue;

/** Never gives up the core: lowest latency, one full core per idle executor. Only for dedicated machines. */
public final class BusySpinIdleStrategy implements IdleStrategy {
    @Override
    public int idle(int idleCount) {
        Thread.onSpinWait();
        return idleCount + 1;
    }
}
