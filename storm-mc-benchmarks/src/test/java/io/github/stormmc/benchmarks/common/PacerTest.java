package io.github.stormmc.benchmarks.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PacerTest {

    @Test
    void unpacedSpoutsEmitUnstampedTuples() {
        Pacer pacer = new Pacer(0);
        assertFalse(pacer.isPaced());
        assertEquals(0, pacer.next());
        assertEquals(0, pacer.next());
    }

    @Test
    void scheduleStartsAtTheFirstCallAndAdvancesByTheInterval() throws InterruptedException {
        Pacer pacer = new Pacer(1_000_000);
        assertTrue(pacer.isPaced());
        Thread.sleep(20);
        long before = System.nanoTime();
        long first = pacer.next();
        long after = System.nanoTime();
        // Not the construction time: the time the first tuple was asked for.
        assertTrue(first - before >= 0 && after - first >= 0, "first due time within the first call");
        assertEquals(first + 1_000, pacer.next());
        assertEquals(first + 2_000, pacer.next());
    }
}
