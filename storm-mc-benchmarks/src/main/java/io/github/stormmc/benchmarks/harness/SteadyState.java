package io.github.stormmc.benchmarks.harness;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.function.LongSupplier;

/**
 * Ends a warm-up once a run has reached its steady state, whatever the engine: the JIT compilers have gone quiet and
 * the sink's rate has stopped moving. A fixed warm-up long enough for three threads on two cores is not for
 * twenty-four: the compiler threads then get a small share of the CPU, the hot paths run C1's profiling code (whose
 * shared counters all threads write) for longer, and reach C2 code seconds later. WordCount at p=8 ran 0.3-2 M
 * words/s for up to ten seconds after its first tuple, then 4-5 M, the jump coming with a burst of C2 compilations.
 *
 * <p>Quiet means under {@link #BUSY_MILLIS} ms of compilation in the last {@link #WINDOW_SECONDS} seconds as the JVM
 * accounts it (a compilation counts when it ends, so one long C2 compilation can look like a quiet second: hence
 * more than one); stable means each of the last {@link #WINDOW_SECONDS} one-second rates within
 * {@link #TOLERANCE} of their mean.
 */
final class SteadyState {
    private static final long BUSY_MILLIS = 20;
    private static final int WINDOW_SECONDS = 3;
    private static final double TOLERANCE = 0.10;

    private SteadyState() {
    }

    /**
     * Waits for the steady state, at most {@code maxSecs} seconds.
     *
     * @param sinkCount tuples counted at the sink so far
     * @param eachSecond run after each second waited
     * @return the seconds waited (0 when {@code maxSecs} is 0)
     */
    static double await(int maxSecs, LongSupplier sinkCount, Runnable eachSecond) throws InterruptedException {
        if (maxSecs <= 0) {
            return 0;
        }
        CompilationMXBean jit = ManagementFactory.getCompilationMXBean();
        boolean jitTimed = jit != null && jit.isCompilationTimeMonitoringSupported();
        long start = System.nanoTime();
        long[] compileMillis = new long[WINDOW_SECONDS + 1];
        long[] counts = new long[WINDOW_SECONDS + 1];
        for (int second = 0; second < maxSecs; second++) {
            int at = second % compileMillis.length;
            compileMillis[at] = jitTimed ? jit.getTotalCompilationTime() : 0;
            counts[at] = sinkCount.getAsLong();
            if (second >= WINDOW_SECONDS && quiet(compileMillis, second) && stable(counts, second)) {
                break;
            }
            Thread.sleep(1000);
            eachSecond.run();
        }
        return (System.nanoTime() - start) / 1e9;
    }

    static boolean quiet(long[] compileMillis, int second) {
        int n = compileMillis.length;
        return compileMillis[second % n] - compileMillis[(second - WINDOW_SECONDS) % n] < BUSY_MILLIS;
    }

    static boolean stable(long[] counts, int second) {
        int n = counts.length;
        double[] rates = new double[WINDOW_SECONDS];
        double mean = 0;
        for (int i = 0; i < WINDOW_SECONDS; i++) {
            rates[i] = counts[(second - i) % n] - counts[(second - i - 1) % n];
            mean += rates[i] / WINDOW_SECONDS;
        }
        for (double r : rates) {
            if (Math.abs(r - mean) > TOLERANCE * mean) {
                return false;
            }
        }
        return mean > 0;
    }
}
