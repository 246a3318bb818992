package io.github.stormmc.benchmarks.common;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.SingleWriterRecorder;

/**
 * End-to-end latency: each sink task records, into its own single-writer recorder, the time since the tuple's
 * scheduled emission (the timestamp the spout put in the tuple). The harness takes interval histograms from all
 * recorders to drop the warm-up and to merge the measured window.
 */
public final class LatencyMeters {

    /** Highest latency tracked exactly: one minute, in nanoseconds; larger values are clamped. */
    static final long HIGHEST_NANOS = 60_000_000_000L;

    private static final List<SingleWriterRecorder> RECORDERS = new CopyOnWriteArrayList<>();

    private LatencyMeters() {
    }

    /** A recorder for one sink task; record only from that task's thread. */
    public static Recorder register() {
        SingleWriterRecorder r = new SingleWriterRecorder(1, HIGHEST_NANOS, 3);
        RECORDERS.add(r);
        return new Recorder(r);
    }

    /** Everything recorded since the previous call, merged over all sink tasks. */
    public static Histogram takeInterval() {
        Histogram merged = new Histogram(1, HIGHEST_NANOS, 3);
        for (SingleWriterRecorder r : RECORDERS) {
            merged.add(r.getIntervalHistogram());
        }
        return merged;
    }

    public static void clear() {
        RECORDERS.clear();
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
