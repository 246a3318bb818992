package io.github.stormmc.windowing;

import java.util.Map;
import java.util.Set;
import org.apache.storm.Config;
import org.apache.storm.topology.base.BaseWindowedBolt.Count;
import org.apache.storm.topology.base.BaseWindowedBolt.Duration;
import org.apache.storm.utils.ObjectReader;

/**
 * A windowed bolt's window as configured by {@code BaseWindowedBolt}'s builders (Storm's {@code topology.bolts.*}
 * keys), checked with Storm's rules and messages. Exactly one of each length/slide pair is set.
 */
public final class WindowSpec {
    static final long DEFAULT_WATERMARK_INTERVAL_MS = 1000;

    public final Integer lengthCount;
    public final Long lengthMs;
    public final Integer slideCount;
    public final Long slideMs;
    public final boolean eventTime;
    public final long lagMs;
    public final long watermarkIntervalMs;
    public final String lateStream;

    private WindowSpec(Integer lengthCount, Long lengthMs, Integer slideCount, Long slideMs, boolean eventTime,
                       long lagMs, long watermarkIntervalMs, String lateStream) {
        this.lengthCount = lengthCount;
        this.lengthMs = lengthMs;
        this.slideCount = slideCount;
        this.slideMs = slideMs;
        this.eventTime = eventTime;
        this.lagMs = lagMs;
        this.watermarkIntervalMs = watermarkIntervalMs;
        this.lateStream = lateStream;
    }

    /**
     * Reads and validates the window of a bolt.
     *
     * @param conf the bolt's effective configuration (topology conf plus its component conf)
     * @param eventTime whether the bolt has a timestamp extractor
     * @param declaredStreams the streams the bolt declares (the late-tuple stream must be one of them)
     */
    public static WindowSpec read(Map<String, Object> conf, boolean eventTime, Set<String> declaredStreams) {
        return read(conf, eventTime, declaredStreams, false);
    }

    /**
     * As {@link #read(Map, boolean, Set)}; with {@code ackedAtCheckpoints} (a persistent window) the window need not
     * fit in the message timeout or max spout pending, since its tuples are acked when a checkpoint stores them.
     */
    public static WindowSpec read(Map<String, Object> conf, boolean eventTime, Set<String> declaredStreams,
                                  boolean ackedAtCheckpoints) {
        Integer lengthCount = integer(conf, Config.TOPOLOGY_BOLTS_WINDOW_LENGTH_COUNT);
        Integer lengthDuration = integer(conf, Config.TOPOLOGY_BOLTS_WINDOW_LENGTH_DURATION_MS);
        Integer slideCount = integer(conf, Config.TOPOLOGY_BOLTS_SLIDING_INTERVAL_COUNT);
        Integer slideDuration = integer(conf, Config.TOPOLOGY_BOLTS_SLIDING_INTERVAL_DURATION_MS);
        if (lengthCount == null && lengthDuration == null) {
            throw new IllegalArgumentException("Window length is not specified");
        }
        if (slideCount == null && slideDuration == null) {
            slideCount = 1; // what withWindow(length) records
        }
        String lateStream = (String) conf.get(Config.TOPOLOGY_BOLTS_LATE_TUPLE_STREAM);
        if (lateStream != null) {
            if (!eventTime) {
                throw new IllegalArgumentException("Late tuple stream can be defined only when specifying a timestamp field");
            }
            if (declaredStreams != null && !declaredStreams.contains(lateStream)) {
                throw new IllegalArgumentException(
                    "Stream for late tuples must be defined with the builder method withLateTupleStream");
            }
        }
        if (lengthCount != null && lengthCount <= 0) {
            throw new IllegalArgumentException("Window length must be positive [" + new Count(lengthCount) + "]");
        }
        if (lengthDuration != null && lengthDuration <= 0) {
            throw new IllegalArgumentException("Window length must be positive [" + Duration.of(lengthDuration) + "]");
        }
        if (slideCount != null && slideCount <= 0) {
            throw new IllegalArgumentException("Sliding interval must be positive [" + new Count(slideCount) + "]");
        }
        if (slideDuration != null && slideDuration <= 0) {
            throw new IllegalArgumentException("Sliding interval must be positive [" + Duration.of(slideDuration) + "]");
        }
        // Tuples stay un-acked while in a window, so the window must fit in the message timeout (time windows) and
        // in max.spout.pending (count windows), or the spout would replay or stall.
        long durations = (lengthDuration == null ? 0 : lengthDuration) + (slideDuration == null ? 0 : slideDuration);
        int timeoutSecs = ObjectReader.getInt(conf.get(Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS), 30);
        if (!ackedAtCheckpoints && durations > 0 && durations > timeoutSecs * 1000L) {
            throw new IllegalArgumentException("Window duration (length + sliding interval) value " + durations
                + " is more than " + Config.TOPOLOGY_MESSAGE_TIMEOUT_SECS + " value " + timeoutSecs * 1000L);
        }
        Integer maxPending = integer(conf, Config.TOPOLOGY_MAX_SPOUT_PENDING);
        long counts = (lengthCount == null ? 0 : lengthCount) + (slideCount == null ? 0 : slideCount);
        if (!ackedAtCheckpoints && maxPending != null && counts > 0 && counts > maxPending) {
            throw new IllegalArgumentException("Window count (length + sliding interval) value " + counts
                + " is more than " + Config.TOPOLOGY_MAX_SPOUT_PENDING + " value " + maxPending);
        }
        Integer lag = integer(conf, Config.TOPOLOGY_BOLTS_TUPLE_TIMESTAMP_MAX_LAG_MS);
        Integer interval = integer(conf, Config.TOPOLOGY_BOLTS_WATERMARK_EVENT_INTERVAL_MS);
        return new WindowSpec(lengthCount, lengthDuration == null ? null : lengthDuration.longValue(), slideCount,
            slideDuration == null ? null : slideDuration.longValue(), eventTime, lag == null ? 0 : lag,
            interval == null ? DEFAULT_WATERMARK_INTERVAL_MS : interval, lateStream);
    }

    private static Integer integer(Map<String, Object> conf, String key) {
        Object v = conf.get(key);
        return v == null ? null : ObjectReader.getInt(v);
    }

    /** Whether a timer must fire the trigger every {@link #slideMs} (processing-time windows sliding by time). */
    public boolean needsSlideTimer() {
        return !eventTime && slideMs != null;
    }
}
