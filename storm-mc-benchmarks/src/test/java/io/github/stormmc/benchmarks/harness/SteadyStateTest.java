package io.github.stormmc.benchmarks.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The steady-state rules on recorded samples: one sample per second, kept in a ring of four. */
class SteadyStateTest {

    @Test
    void ratesWithinTenPercentOfTheirMeanAreStable() {
        // seconds 0..3: counts 0, 100, 205, 300 -> rates 100, 105, 95 (mean 100)
        assertTrue(SteadyState.stable(new long[] {0, 100, 205, 300}, 3));
        // the same counts at seconds 2..5, the ring having wrapped: second 5 sits at index 1, second 2 at index 2
        assertTrue(SteadyState.stable(new long[] {205, 300, 0, 100}, 5));
    }

    @Test
    void aRampIsNotStable() {
        // rates 100, 200, 400: still climbing, as a run whose hot path has not reached C2 code yet
        assertFalse(SteadyState.stable(new long[] {0, 100, 300, 700}, 3));
    }

    @Test
    void aStoppedSinkIsNotStable() {
        assertFalse(SteadyState.stable(new long[] {5, 5, 5, 5}, 3));
    }

    @Test
    void theJitIsQuietUnderTwentyMillisecondsOfCompilationInTheWindow() {
        assertTrue(SteadyState.quiet(new long[] {1000, 1005, 1010, 1019}, 3));
        assertFalse(SteadyState.quiet(new long[] {1000, 1005, 1010, 1020}, 3));
    }

    @Test
    void nothingToWaitForWithoutASettleTime() throws InterruptedException {
        assertEquals(0, SteadyState.await(0, () -> 0L, () -> { }));
    }
}
