package io.github.stormmc.executor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.config.StormConfigLoader;
import io.github.stormmc.config.StormMcConfig;
import io.github.stormmc.testing.Await;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import org.apache.storm.Config;
import org.apache.storm.policy.IWaitStrategy;
import org.apache.storm.policy.WaitStrategyPark;
import org.apache.storm.policy.WaitStrategyProgressive;
import org.junit.jupiter.api.Test;

/** The spout's back-off beyond Storm's level 3: when it applies, how it escalates, and what ends a park early. */
class SpoutIdleBackoffTest {
    private static final long TEN_MINUTES = TimeUnit.MINUTES.toMillis(10);

    /** Records the counters it is given; escalates like Storm's level 1. */
    private static final class Recording implements IWaitStrategy {
        final List<Integer> seen = new ArrayList<>();

        @Override
        public void prepare(Map<String, Object> conf, WaitSituation waitSituation) {
        }

        @Override
        public int idle(int idleCounter) {
            seen.add(idleCounter);
            return idleCounter + 1;
        }
    }

    @Test
    void theDefaultSpoutStrategyIsStormsProgressiveWithTheBackoff() {
        Map<String, Object> conf = StormConfigLoader.readDefaultConfig();
        assertInstanceOf(SpoutIdleBackoff.class, WaitStrategies.spout(conf));
        conf.put(StormMcConfig.SPOUT_IDLE_BACKOFF_MAX_MILLIS, 0);
        assertInstanceOf(WaitStrategyProgressive.class, WaitStrategies.spout(conf), "max 0: Storm's own");
        conf.put(StormMcConfig.SPOUT_IDLE_BACKOFF_MAX_MILLIS, 50);
        conf.put(Config.TOPOLOGY_SPOUT_WAIT_PROGRESSIVE_LEVEL3_SLEEP_MILLIS, 50);
        assertInstanceOf(WaitStrategyProgressive.class, WaitStrategies.spout(conf), "level 3 already sleeps as long");
        conf.put(Config.TOPOLOGY_SPOUT_WAIT_PROGRESSIVE_LEVEL3_SLEEP_MILLIS, 1);
        conf.put(Config.TOPOLOGY_SPOUT_WAIT_STRATEGY, WaitStrategyPark.class.getName());
        assertInstanceOf(WaitStrategyPark.class, WaitStrategies.spout(conf), "other strategies are left alone");
        conf.put(StormMcConfig.SPOUT_IDLE_BACKOFF_AFTER_MILLIS, -1);
        IllegalArgumentException negative = assertThrows(IllegalArgumentException.class, () -> WaitStrategies.spout(conf));
        assertEquals("stormmc.spout.idle.backoff.after.millis must be 0 or more, got -1", negative.getMessage());
    }

    @Test
    void beforeTheThresholdStormsStrategySeesItsOwnCounters() throws Exception {
        Recording storm = new Recording();
        SpoutIdleBackoff backoff = new SpoutIdleBackoff(storm, TEN_MINUTES, 1, 50);
        int counter = 0;
        List<Integer> returned = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            counter = backoff.idle(counter);
            returned.add(counter);
        }
        counter = backoff.idle(0); // work was done: a new idle stretch
        returned.add(counter);
        assertEquals(List.of(0, 1, 2, 3, 0), storm.seen);
        assertEquals(List.of(2, 3, 4, 5, 2), returned, "Storm's counter plus one");
        assertEquals(0, backoff.currentParkNanos());
    }

    @Test
    void pastTheThresholdParksDoubleUpToTheMaximumAndWorkResetsThem() throws Exception {
        Recording storm = new Recording();
        SpoutIdleBackoff backoff = new SpoutIdleBackoff(storm, 0, 1, 5);
        int counter = backoff.idle(0);
        List<Long> parks = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            counter = backoff.idle(counter);
            parks.add(TimeUnit.NANOSECONDS.toMillis(backoff.currentParkNanos()));
        }
        assertEquals(List.of(1L, 2L, 4L, 5L, 5L), parks);
        assertEquals(List.of(0), storm.seen, "Storm's strategy is not called while backing off");
        assertEquals(2, counter, "the counter stays as it was, never 0, while backing off");
        assertEquals(2, backoff.idle(0));
        assertEquals(0, backoff.currentParkNanos());
    }

    @Test
    void anUnparkEndsTheWaitAndAnInterruptThrows() throws Exception {
        SpoutIdleBackoff backoff = new SpoutIdleBackoff(new Recording(), 0, TEN_MINUTES, TEN_MINUTES);
        AtomicReference<Object> outcome = new AtomicReference<>();
        Thread spout = new Thread(() -> {
            try {
                outcome.set(backoff.idle(backoff.idle(0)));
            } catch (InterruptedException e) {
                outcome.set(e);
            }
        });
        spout.start();
        Await.until("the spout parks in its back-off", () -> LockSupport.getBlocker(spout) == backoff);
        LockSupport.unpark(spout);
        spout.join(60_000);
        assertFalse(spout.isAlive(), "an unpark must end a ten-minute park");
        assertEquals(2, outcome.get());

        Thread interrupted = new Thread(() -> {
            try {
                outcome.set(backoff.idle(backoff.idle(0)));
            } catch (InterruptedException e) {
                outcome.set(e);
            }
        });
        interrupted.start();
        Await.until("the spout parks in its back-off", () -> LockSupport.getBlocker(interrupted) == backoff);
        interrupted.interrupt();
        interrupted.join(60_000);
        assertFalse(interrupted.isAlive());
        assertInstanceOf(InterruptedException.class, outcome.get());
    }

    @Test
    void idleReadersAreWokenByWhoeverAddsToTheirSource() throws Exception {
        IdleReaders readers = new IdleReaders();
        SpoutIdleBackoff backoff = new SpoutIdleBackoff(new Recording(), 0, TEN_MINUTES, TEN_MINUTES);
        List<Thread> spouts = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Thread t = new Thread(() -> {
                readers.register();
                try {
                    new SpoutIdleBackoff(new Recording(), 0, TEN_MINUTES, TEN_MINUTES).idle(1);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            spouts.add(t);
            t.start();
        }
        for (Thread t : spouts) {
            Await.until("every reader parks", () -> LockSupport.getBlocker(t) instanceof SpoutIdleBackoff);
        }
        readers.wakeAll();
        for (Thread t : spouts) {
            t.join(60_000);
            assertFalse(t.isAlive());
        }
        readers.wakeAll(); // ended readers are forgotten, not woken
        assertSame(null, LockSupport.getBlocker(Thread.currentThread()));
        assertTrue(backoff.currentParkNanos() == 0);
    }
}
