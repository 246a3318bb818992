package io.github.stormmc.benchmarks.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The steady-state decision on fed readings, one a second, with a sleep that only records: window k is the second
 * between reading k-1 and reading k, and the outcome says at which reading the wait ended.
 */
class SteadyStateTest {

    /** Per-second figures of one run, turned into cumulative readings starting at zero. */
    private static final class Run {
        private final List<long[]> seconds = new ArrayList<>();

        /** {@code n} seconds of {@code tuples} at the sink costing {@code cpuPerTuple} ns each, compiling {@code ms}. */
        Run seconds(int n, long tuples, long cpuPerTuple, long ms) {
            for (int i = 0; i < n; i++) {
                seconds.add(new long[] {tuples, cpuPerTuple, ms});
            }
            return this;
        }

        /** The readings: the first at the first tuple, then one after each second; cpu -1 when unknown. */
        Supplier<SteadyState.Sample> probe(boolean cpuKnown) {
            List<SteadyState.Sample> readings = new ArrayList<>();
            long count = 0;
            long cpu = 0;
            long compile = 0;
            readings.add(new SteadyState.Sample(cpuKnown ? 0 : -1, 0, 0));
            for (long[] s : seconds) {
                count += s[0];
                cpu += s[0] * s[1];
                compile += s[2];
                readings.add(new SteadyState.Sample(cpuKnown ? cpu : -1, count, compile));
            }
            Iterator<SteadyState.Sample> it = readings.iterator();
            return it::next;
        }

        Supplier<SteadyState.Sample> probe() {
            return probe(true);
        }
    }

    private static SteadyState.Outcome await(int min, int cap, Supplier<SteadyState.Sample> probe)
            throws InterruptedException {
        return SteadyState.await(min, cap, probe, millis -> assertEquals(1000, millis), () -> { });
    }

    @Test
    void steadyOnceTheLastFiveWindowsCostTheSameCpuPerTuple() throws Exception {
        // C1 code for two seconds (4,000 then 2,000 ns a tuple), C2 code from the third on (1,000 ns a tuple):
        // windows 3..7 are the first five alike
        Run run = new Run().seconds(1, 1000, 4000, 0).seconds(1, 1000, 2000, 0).seconds(20, 1000, 1000, 0);
        assertEquals(new SteadyState.Outcome(7, false), await(2, 30, run.probe()));
    }

    @Test
    void cpuPerTupleWithinTenPercentOfItsMeanIsSteadyBeyondItIsNot() throws Exception {
        // 1,000 and 1,150 ns alternating: windows 1..5 average 1,060, every one within 90 (8.5 %)
        Run within = new Run();
        for (int i = 0; i < 10; i++) {
            within.seconds(1, 1000, i % 2 == 0 ? 1000 : 1150, 0);
        }
        assertEquals(new SteadyState.Outcome(5, false), await(0, 30, within.probe()));
        // 1,000 and 1,300: in any five windows one strays by 15 % or more from their mean, up to the cap
        Run noisy = new Run();
        for (int i = 0; i < 20; i++) {
            noisy.seconds(1, 1000, i % 2 == 0 ? 1000 : 1300, 0);
        }
        assertEquals(new SteadyState.Outcome(15, true), await(4, 15, noisy.probe()));
    }

    @Test
    void aPacedRunAtAFixedRateSettlesOnItsCpuPerTupleNotOnItsRate() throws Exception {
        // the spouts hold the sink at 500 tuples/s from the first second; the CPU each costs falls as code compiles
        Run paced = new Run().seconds(3, 500, 9000, 0).seconds(3, 500, 5000, 0).seconds(10, 500, 3000, 0);
        assertEquals(new SteadyState.Outcome(11, false), await(1, 60, paced.probe()));
    }

    @Test
    void aCompileBurstDelaysTheSteadyStateUntilThreeQuietSeconds() throws Exception {
        Run quiet = new Run().seconds(12, 1000, 1000, 5);
        assertEquals(new SteadyState.Outcome(5, false), await(0, 30, quiet.probe()));
        // 50 ms of C2 compilation ending in window 4, CPU per tuple flat throughout: quiet again from reading 7
        Run burst = new Run().seconds(3, 1000, 1000, 5).seconds(1, 1000, 1000, 50).seconds(8, 1000, 1000, 5);
        assertEquals(new SteadyState.Outcome(7, false), await(0, 30, burst.probe()));
    }

    @Test
    void theCapEndsTheWaitAndSaysSo() throws Exception {
        // still getting cheaper by 20 % a second at the cap
        Run run = new Run();
        long cpu = 100_000;
        for (int i = 0; i < 20; i++) {
            run.seconds(1, 1000, cpu, 0);
            cpu = cpu * 4 / 5;
        }
        List<String> steps = new ArrayList<>();
        SteadyState.Outcome outcome = SteadyState.await(3, 10, run.probe(), millis -> steps.add("sleep " + millis),
                () -> steps.add("flip"));
        assertEquals(new SteadyState.Outcome(10, true), outcome);
        assertEquals(20, steps.size(), "a sleep and the step after each of the 10 seconds");
        assertEquals(List.of("sleep 1000", "flip"), steps.subList(18, 20));
    }

    @Test
    void theWarmUpIsAMinimumEvenWhenSteadyEarlier() throws Exception {
        Run flat = new Run().seconds(12, 1000, 1000, 0);
        assertEquals(new SteadyState.Outcome(8, false), await(8, 30, flat.probe()));
    }

    @Test
    void withoutASettleTimeTheWarmUpIsTheCapAndAShortOneIsFlagged() throws Exception {
        Run flat = new Run().seconds(12, 1000, 1000, 0);
        // five windows are needed: three seconds are too few to tell
        assertEquals(new SteadyState.Outcome(3, true), await(3, 3, flat.probe()));
        assertEquals(new SteadyState.Outcome(0, true), await(0, 0, new Run().probe()));
    }

    @Test
    void aSinkThatCountsNothingIsNeverSteady() throws Exception {
        Run stalled = new Run().seconds(4, 1000, 1000, 0).seconds(1, 0, 0, 0).seconds(3, 1000, 1000, 0);
        assertEquals(new SteadyState.Outcome(8, true), await(0, 8, stalled.probe()));
    }

    @Test
    void withoutProcessCpuTheSinksRateDecides() throws Exception {
        Run ramp = new Run().seconds(2, 300, 0, 0).seconds(10, 1000, 0, 0);
        assertEquals(new SteadyState.Outcome(7, false), await(0, 30, ramp.probe(false)));
    }

    @Test
    void theDetectorNeedsFiveWindowsOfReadings() {
        SteadyState.Detector d = new SteadyState.Detector();
        boolean[] steady = new boolean[7];
        for (int i = 0; i < steady.length; i++) {
            steady[i] = d.feed(new SteadyState.Sample(i * 1_000_000L, i * 1000L, 0));
        }
        assertEquals("[false, false, false, false, false, true, true]", Arrays.toString(steady));
    }
}
