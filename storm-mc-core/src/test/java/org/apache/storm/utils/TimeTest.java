package org.apache.storm.utils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class TimeTest {

    @Test
    void simulatedClockStartsAtZeroAndMovesOnlyWhenAdvanced() {
        assertFalse(Time.isSimulating());
        try (Time.SimulatedTime ignored = new Time.SimulatedTime()) {
            assertTrue(Time.isSimulating());
            assertEquals(0L, Time.currentTimeMillis());
            assertEquals(0L, Time.nanoTime());
            Time.advanceTime(1500);
            assertEquals(1500L, Time.currentTimeMillis());
            assertEquals(1_500_000_000L, Time.nanoTime());
            assertEquals(1, Time.currentTimeSecs());
            assertEquals(500L, Time.deltaMs(1000));
            assertEquals(1, Time.deltaSecs(0));
            Time.advanceTimeSecs(2);
            assertEquals(3500L, Time.currentTimeMillis());
            IllegalArgumentException negative = assertThrows(IllegalArgumentException.class, () -> Time.advanceTime(-1));
            assertEquals("advanceTime only accepts positive time as an argument", negative.getMessage());
        }
        assertFalse(Time.isSimulating());
        IllegalStateException off = assertThrows(IllegalStateException.class, () -> Time.advanceTime(5));
        assertEquals("Cannot simulate time unless in simulation mode", off.getMessage());
    }

    @Test
    void sleepingThreadWakesWhenSimulatedTimePassesItsDeadline() throws Exception {
        try (Time.SimulatedTime ignored = new Time.SimulatedTime()) {
            AtomicLong wokeAt = new AtomicLong(-1);
            Thread sleeper = new Thread(() -> {
                try {
                    Time.sleep(50);
                    wokeAt.set(Time.currentTimeMillis());
                } catch (InterruptedException e) {
                    wokeAt.set(-2);
                }
            });
            sleeper.start();
            while (!Time.isThreadWaiting(sleeper)) {
                Thread.onSpinWait();
            }
            Time.advanceTime(30);
            assertTrue(Time.isThreadWaiting(sleeper));
            assertEquals(-1L, wokeAt.get());
            Time.advanceTime(30);
            sleeper.join();
            assertEquals(60L, wokeAt.get());
            assertFalse(Time.isThreadWaiting(sleeper));
        }
    }

    @Test
    void autoAdvanceMovesTheClockInStepsWhileSleeping() throws Exception {
        try (Time.SimulatedTime ignored = new Time.SimulatedTime(10)) {
            Time.sleep(25);
            assertEquals(30L, Time.currentTimeMillis());
            Time.sleepSecs(0);
            assertEquals(30L, Time.currentTimeMillis());
        }
    }

    @Test
    void endingTheSimulationInterruptsSimulatedSleepers() throws Exception {
        Time.SimulatedTime simulation = new Time.SimulatedTime();
        AtomicLong outcome = new AtomicLong(0);
        Thread sleeper = new Thread(() -> {
            try {
                Time.sleep(100_000);
                outcome.set(1);
            } catch (InterruptedException e) {
                outcome.set(2);
            }
        });
        sleeper.start();
        while (!Time.isThreadWaiting(sleeper)) {
            Thread.onSpinWait();
        }
        simulation.close();
        sleeper.join();
        assertEquals(2L, outcome.get());
    }

    @Test
    void conversions() {
        assertEquals(1500L, Time.secsToMillisLong(1.5));
        assertEquals(2000L, Time.secsToMillis(2));
        assertEquals(3L, Time.nanosToMillis(3_999_999L));
        assertEquals(4_000_000L, Time.millisToNanos(4));
        IllegalStateException e = assertThrows(IllegalStateException.class,
            () -> Time.isThreadWaiting(Thread.currentThread()));
        assertEquals("Must be in simulation mode", e.getMessage());
    }
}
