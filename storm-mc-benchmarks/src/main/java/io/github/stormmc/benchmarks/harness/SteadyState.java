package io.github.stormmc.benchmarks.harness;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Decides when a run has reached its steady state, whatever the engine, so that the measured window starts there:
 * the process's CPU time per tuple at the sink has stopped moving over consecutive one-second windows and the JIT
 * compilers have gone quiet. A fixed warm-up long enough for three threads on two cores is not for twenty-four: the
 * compiler threads then get a small share of the CPU, the hot paths run C1's profiling code (whose shared counters
 * all threads write) for longer, and reach C2 code seconds later. WordCount at p=8 ran 0.3-2 M words/s for up to ten
 * seconds after its first tuple, then 4-5 M, the jump coming with a burst of C2 compilations. How long that takes is
 * a result of its own, so the wait is reported rather than hidden in a longer fixed warm-up.
 *
 * <p>CPU per tuple rather than the sink's rate: in a paced (latency) run the rate is fixed by the spouts whatever
 * code runs, while the CPU each tuple costs still falls as the code is compiled; in a run flat out on every core the
 * two say the same. The rate is kept only as a sanity condition: a window in which the sink counted nothing is not
 * steady.
 *
 * <p>Stable means each of the last {@link #WINDOWS} one-second CPU-per-tuple figures within {@link #TOLERANCE} of
 * their mean. Ten percent: what the wait is for changes CPU per tuple by factors (interpreted and C1 code against
 * C2's), while the seconds of a run already steady differ by a few percent (a young collection, the scheduler); a
 * tighter bound would send runs with many more threads than cores, whose seconds vary more, to the cap. Five
 * windows: longer than Enron's 4 s metrics interval, so such a periodic burst is judged inside the windows rather
 * than skipped between them, and long enough that a slow climb is not taken for a plateau (one of more than 20 %
 * over the five seconds fails the rule). Quiet means under {@link #BUSY_MILLIS} ms of compilation over the last {@link #QUIET_SECONDS} seconds as
 * the JVM accounts it (a compilation counts when it ends, so one long C2 compilation can look like a quiet second:
 * hence more than one). Where the JVM cannot tell its process CPU time, one over the sink's count stands in for CPU
 * per tuple (the rate's stability); where it does not time compilations, the compilers count as quiet.
 */
final class SteadyState {
    static final int WINDOWS = 5;
    static final double TOLERANCE = 0.10;
    static final long BUSY_MILLIS = 20;
    static final int QUIET_SECONDS = 3;

    private SteadyState() {
    }

    /**
     * One reading, taken once a second.
     *
     * @param cpuNanos the process's CPU time so far, -1 when unknown
     * @param sinkCount tuples counted at the sink so far
     * @param compileMillis the JIT's total compilation time so far, -1 when the JVM does not time it
     */
    record Sample(long cpuNanos, long sinkCount, long compileMillis) {
    }

    /**
     * How a wait ended.
     *
     * @param seconds whole seconds waited since the first reading
     * @param capped true when the cap ended the wait before the run was steady
     */
    record Outcome(int seconds, boolean capped) {
    }

    /** Readings fed one a second; each feed says whether the windows up to it are steady. */
    static final class Detector {
        private final Sample[] ring = new Sample[WINDOWS + 1];
        private int fed;

        boolean feed(Sample sample) {
            ring[fed % ring.length] = sample;
            fed++;
            return fed > WINDOWS && quiet() && stable();
        }

        /** The reading {@code back} seconds before the latest. */
        private Sample at(int back) {
            return ring[(fed - 1 - back) % ring.length];
        }

        private boolean quiet() {
            long now = at(0).compileMillis();
            long then = at(QUIET_SECONDS).compileMillis();
            return now < 0 || then < 0 || now - then < BUSY_MILLIS;
        }

        private boolean stable() {
            double[] perTuple = new double[WINDOWS];
            double mean = 0;
            for (int i = 0; i < WINDOWS; i++) {
                Sample end = at(i);
                Sample start = at(i + 1);
                long tuples = end.sinkCount() - start.sinkCount();
                if (tuples <= 0) {
                    return false;
                }
                boolean cpuKnown = end.cpuNanos() >= 0 && start.cpuNanos() >= 0;
                perTuple[i] = (cpuKnown ? end.cpuNanos() - start.cpuNanos() : 1.0) / tuples;
                mean += perTuple[i] / WINDOWS;
            }
            for (double v : perTuple) {
                if (Math.abs(v - mean) > TOLERANCE * mean) {
                    return false;
                }
            }
            return mean > 0;
        }
    }

    /**
     * Waits from the first tuple at the sink until the run is steady, a second at a time, running
     * {@code eachSecond} after each second: at least {@code minSecs} (the warm-up), at most {@code capSecs}. At the
     * cap the wait ends whatever the readings say, and the outcome says so.
     */
    static Outcome await(int minSecs, int capSecs, Supplier<Sample> probe, MeasuredWindow.Sleep sleep,
            Runnable eachSecond) throws InterruptedException {
        Detector detector = new Detector();
        boolean steady = detector.feed(probe.get());
        for (int second = 0; ; second++) {
            if (second >= minSecs && steady) {
                return new Outcome(second, false);
            }
            if (second >= capSecs) {
                return new Outcome(second, true);
            }
            sleep.millis(1000);
            eachSecond.run();
            steady = detector.feed(probe.get());
        }
    }

    /** Readings of this JVM: process CPU as {@link ProcessSampler} reads it, the sink's count, the JIT's time. */
    static Supplier<Sample> probe(LongSupplier sinkCount) {
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        boolean timed = jit != null && jit.isCompilationTimeMonitoringSupported();
        return () -> new Sample(ProcessSampler.cpuNanos(), sinkCount.getAsLong(),
                timed ? jit.getTotalCompilationTime() : -1);
    }
}
