package io.github.stormmc.queue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.function.LongSupplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The blocking wait skips its spin while parks keep lasting long, and spins again after a short one. A message left
 * in the queue makes every park return at once, and a scripted clock decides how long each park "lasted"; the clock
 * is read only around a park, so its reads also tell a park from a spin.
 */
class BlockingIdleStrategyTest {

    private final ReceiveQueue queue = new ReceiveQueue("idle-test", 8, true);
    private long now;
    private long parkLasts;
    private int clockReads;
    private final LongSupplier clock = () -> {
        clockReads++;
        long t = now;
        now += clockReads % 2 == 1 ? parkLasts : 1; // the first read of a park opens it, the second closes it
        return t;
    };
    private BlockingIdleStrategy strategy;

    @BeforeEach
    void setUp() {
        queue.tryPublish(0, "pending"); // never drained: parkUntilPublished returns at once
        strategy = new BlockingIdleStrategy(queue, clock);
    }

    /** One idle spell: spins, then a park; returns how many rounds spun before it parked. */
    private int spell(long lasting) {
        parkLasts = lasting;
        int before = clockReads;
        int round = 0;
        while (clockReads == before) {
            strategy.idle(round++);
        }
        assertEquals(before + 2, clockReads, "a park reads the clock twice");
        return round - 1;
    }

    @Test
    void aFreshWaitSpinsAHundredRoundsBeforeItParks() {
        assertEquals(100, spell(1_000));
    }

    @Test
    void twoLongParksInARowSkipTheNextSpellsSpinAndAShortParkBringsItBack() {
        assertEquals(100, spell(1_000_000));
        assertEquals(100, spell(1_000_000), "one long park keeps the spin");
        assertEquals(0, strategy.spinsOfNextSpell());
        assertEquals(0, spell(1_000_000), "after two long parks the spell parks at once");
        assertEquals(0, spell(BlockingIdleStrategy.LONG_PARK_NANOS), "a park of exactly the mark is long");
        assertEquals(0, spell(BlockingIdleStrategy.LONG_PARK_NANOS - 1), "the short park came without a spin");
        assertEquals(100, spell(1_000_000), "and brought the spin back");
    }

    @Test
    void aLongParkBetweenShortOnesNeverSkipsTheSpin() {
        for (int i = 0; i < 5; i++) {
            assertEquals(100, spell(1_000_000));
            assertEquals(100, spell(10_000));
        }
    }

    @Test
    void withAPollTimeASpellPollsUntilTheClockPassesItThenParksAtOnce() {
        long[] fake = {0L};
        BlockingIdleStrategy polling = new BlockingIdleStrategy(queue, () -> fake[0], 100_000L);
        int round = 0;
        for (; round < 64 * 10; round++) {
            polling.idle(round); // the clock stands still: every round polls, none parks
            fake[0] += 100;
        }
        assertEquals(64_000L, fake[0]);
        fake[0] = 100_000L; // the window's end: the next read of the clock (every 64 rounds) ends the polling
        while (round % 64 != 0) {
            polling.idle(round++);
        }
        polling.idle(round++); // reads the clock: polling is over
        // now past the hundred spin rounds, the next round parks (on a queue with a message: returns at once)
        assertEquals(round + 1, polling.idle(round));
        // a new spell (round 0) polls again
        assertEquals(1, polling.idle(0));
    }

    @Test
    void aNegativePollTimeIsRefused() {
        assertEquals("poll time must not be negative, got -1 ns", org.junit.jupiter.api.Assertions.assertThrows(
            IllegalArgumentException.class, () -> new BlockingIdleStrategy(queue, () -> 0L, -1L)).getMessage());
    }
}
