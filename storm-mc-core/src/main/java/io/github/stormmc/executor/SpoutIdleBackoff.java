package io.github.stormmc.executor;

import io.github.stormmc.config.StormMcConfig;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.apache.storm.Config;
import org.apache.storm.policy.IWaitStrategy;
import org.apache.storm.policy.WaitStrategyProgressive;
import org.apache.storm.utils.ObjectReader;

/**
 * Storm's progressive spout wait, unchanged for the first {@code stormmc.spout.idle.backoff.after.millis} of an idle
 * stretch; after that, parks that double from the level-3 sleep up to {@code stormmc.spout.idle.backoff.max.millis}.
 *
 * <p>Why: Storm's default wakes an idle spout every millisecond (level 3 sleeps 1 ms), about a thousand wake-ups a
 * second per spout executor, which is most of what an idle topology costs. The parks end early on anything that
 * unparks the spout's thread — acks and fails arriving, activation, deactivation, kill, a fed
 * {@code FeederSpout}, a DRPC request — so only sources Storm-MC cannot see wait longer, by at most the maximum.
 *
 * <p>Counter protocol: the executor passes 0 after a round that did work and otherwise what the last call returned.
 * This wrapper returns its inner strategy's counter plus one, so it can tell a fresh idle stretch (0) from a running
 * one even when the inner strategy's counter stays 0 (Storm's default levels 1 and 2 are empty).
 */
final class SpoutIdleBackoff implements IWaitStrategy {
    private final IWaitStrategy storm;
    private final long afterNanos;
    private final long firstParkNanos;
    private final long maxParkNanos;
    private long idleSinceNanos;
    private long parkNanos;

    SpoutIdleBackoff(IWaitStrategy storm, long afterMillis, long firstParkMillis, long maxMillis) {
        this.storm = storm;
        this.afterNanos = TimeUnit.MILLISECONDS.toNanos(afterMillis);
        this.maxParkNanos = TimeUnit.MILLISECONDS.toNanos(maxMillis);
        this.firstParkNanos = Math.min(maxParkNanos, TimeUnit.MILLISECONDS.toNanos(Math.max(1, firstParkMillis)));
    }

    /**
     * Wraps Storm's {@link WaitStrategyProgressive} (the default) when the back-off is on; any other strategy, and
     * every strategy when {@code stormmc.spout.idle.backoff.max.millis} is 0, is returned untouched.
     */
    static IWaitStrategy wrap(IWaitStrategy storm, Map<String, Object> conf) {
        long max = nonNegative(conf, StormMcConfig.SPOUT_IDLE_BACKOFF_MAX_MILLIS);
        long after = nonNegative(conf, StormMcConfig.SPOUT_IDLE_BACKOFF_AFTER_MILLIS);
        if (max == 0 || storm.getClass() != WaitStrategyProgressive.class) {
            return storm;
        }
        Long level3 = ObjectReader.getLong(conf.get(Config.TOPOLOGY_SPOUT_WAIT_PROGRESSIVE_LEVEL3_SLEEP_MILLIS), 1L);
        if (level3 >= max) {
            return storm; // Storm's own sleep is already as long as the back-off would go
        }
        return new SpoutIdleBackoff(storm, after, level3 * 2, max);
    }

    private static long nonNegative(Map<String, Object> conf, String key) {
        Long value = ObjectReader.getLong(conf.get(key), 0L);
        if (value < 0) {
            throw new IllegalArgumentException(key + " must be 0 or more, got " + value);
        }
        return value;
    }

    @Override
    public void prepare(Map<String, Object> conf, WaitSituation waitSituation) {
        // the inner strategy is prepared by whoever created it
    }

    @Override
    public int idle(int idleCounter) throws InterruptedException {
        long now = System.nanoTime();
        if (idleCounter == 0) {
            idleSinceNanos = now;
            parkNanos = 0;
        } else if (parkNanos > 0 || now - idleSinceNanos >= afterNanos) {
            parkNanos = parkNanos == 0 ? firstParkNanos : Math.min(maxParkNanos, parkNanos * 2);
            LockSupport.parkNanos(this, parkNanos);
            if (Thread.interrupted()) {
                throw new InterruptedException(); // as the sleep of Storm's strategy would
            }
            return idleCounter;
        }
        return storm.idle(idleCounter == 0 ? 0 : idleCounter - 1) + 1;
    }

    /** For tests: the park the next call beyond the threshold would make, in nanoseconds (0 before the back-off). */
    long currentParkNanos() {
        return parkNanos;
    }
}
