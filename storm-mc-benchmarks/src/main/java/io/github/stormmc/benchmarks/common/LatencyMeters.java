package io.github.stormmc.benchmarks.common;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;

/**
 * End-to-end latency: each sink task records, into its own single-writer recorder, the time since the tuple's
 * scheduled emission (the timestamp the spout put in the tuple). The harness takes interval histograms from all
 * recorders to drop the warm-up and to merge the measured window.
 *
 * <p>A topology may also time its first hop (the two-hop probe's relay records on arrival) in a second set of
 * recorders, so a run tells how its latency splits between the hops.
 */
public final class LatencyMeters {

    /** Highest latency tracked exactly: one minute, in nanoseconds; larger values are clamped. */
    static final long HIGHEST_NANOS = 60_000_000_000L;

    private static final List<SingleWriterRecorder> RECORDERS = new CopyOnWriteArrayList<>();
    private static final List<SingleWriterRecorder> FIRST_HOP = new CopyOnWriteArrayList<>();

    private LatencyMeters() {
    }

    /** A recorder for one sink task; record only from that task's thread. */
    public static Recorder register() {
        return register(RECORDERS);
    }

    /** A recorder for one task at the end of the first hop (time since emission on arrival there). */
    public static Recorder registerFirstHop() {
        return register(FIRST_HOP);
    }

    private static Recorder register(List<SingleWriterRecorder> set) {
        SingleWriterRecorder r = new SingleWriterRecorder(1, HIGHEST_NANOS, 3);
        set.add(r);
        return new Recorder(r);
    }

    /** Everything recorded since the previous call, merged over all sink tasks. */
    public static Histogram takeInterval() {
        return merged(RECORDERS);
    }

    /** Everything the first-hop recorders recorded since the previous call; empty when no task times its first hop. */
    public static Histogram takeFirstHopInterval() {
        return merged(FIRST_HOP);
    }

    private static Histogram merged(List<SingleWriterRecorder> set) {
        Histogram merged = new Histogram(1, HIGHEST_NANOS, 3);
        for (SingleWriterRecorder r : set) {
            merged.add(r.getIntervalHistogram());
        }
        return merged;
    }

    public static void clear() {
        RECORDERS.clear();
        FIRST_HOP.clear();
    }

    /** A sink task's handle. Timestamps of 0 mean "not measured" (throughput runs) and are ignored. */
    public static final class Recorder {
        private final SingleWriterRecorder recorder;

        Recorder(SingleWriterRecorder recorder) {
            this.recorder = recorder;
        }

        public void recordSince(long emittedNanos) {
            if (emittedNanos == 0) {
                return;
            }
            long latency = System.nanoTime() - emittedNanos;
            recorder.recordValue(Math.max(1, Math.min(latency, HIGHEST_NANOS)));
        }
    }
}
