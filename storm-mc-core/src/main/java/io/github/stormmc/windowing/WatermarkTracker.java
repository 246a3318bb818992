package io.github.stormmc.windowing;

import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.apache.storm.generated.GlobalStreamId;

/**
 * Event-time progress of a windowed bolt: the watermark is the smallest, over its input streams, of the largest
 * timestamp seen on that stream, minus the allowed lag. It only moves forward, and only once every input stream has
 * delivered a tuple. Tuples older than the last watermark are late.
 */
public final class WatermarkTracker {
    private final Set<GlobalStreamId> inputs;
    private final long lagMs;
    private final Map<GlobalStreamId, Long> maxSeen = new HashMap<>();
    private long watermark = Long.MIN_VALUE;

    public WatermarkTracker(Set<GlobalStreamId> inputs, long lagMs) {
        this.inputs = inputs;
        this.lagMs = lagMs;
    }

    public boolean isLate(long timestamp) {
        return timestamp < watermark;
    }

    public void track(GlobalStreamId stream, long timestamp) {
        maxSeen.merge(stream, timestamp, Math::max);
    }

    /** The new watermark if it advanced since the last call, else null. */
    public Long advance() {
        if (inputs.isEmpty() || !maxSeen.keySet().containsAll(inputs)) {
            return null;
        }
        long min = Long.MAX_VALUE;
        for (GlobalStreamId s : inputs) {
            min = Math.min(min, maxSeen.get(s));
        }
        long candidate = min - lagMs;
        if (candidate > watermark) {
            watermark = candidate;
            return candidate;
        }
        return null;
    }
}
