package org.apache.storm.topology.base;

import java.io.Serializable;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import org.apache.storm.Config;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.IWindowedBolt;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TupleFieldTimestampExtractor;
import org.apache.storm.windowing.TimestampExtractor;

/**
 * Base for windowed bolts: the builder methods record the window in the component configuration (Storm's
 * {@code topology.bolts.*} keys), which {@code WindowedBoltExecutor} reads at prepare time.
 */
public abstract class BaseWindowedBolt implements IWindowedBolt {
    private static final long serialVersionUID = 1L;

    protected final transient Map<String, Object> windowConfiguration;
    protected TimestampExtractor timestampExtractor;

    protected BaseWindowedBolt() {
        windowConfiguration = new HashMap<>();
    }

    private BaseWindowedBolt length(Count count) {
        if (count == null) {
            throw new IllegalArgumentException("Window length count cannot be set null");
        }
        windowConfiguration.put(Config.TOPOLOGY_BOLTS_WINDOW_LENGTH_COUNT, count.value);
        return this;
    }

    private BaseWindowedBolt length(Duration duration) {
        if (duration == null) {
            throw new IllegalArgumentException("Window length duration cannot be set null");
        }
        windowConfiguration.put(Config.TOPOLOGY_BOLTS_WINDOW_LENGTH_DURATION_MS, duration.value);
        return this;
    }

    private BaseWindowedBolt slide(Count count) {
        if (count == null) {
            throw new IllegalArgumentException("Sliding interval count cannot be set null");
        }
        windowConfiguration.put(Config.TOPOLOGY_BOLTS_SLIDING_INTERVAL_COUNT, count.value);
        return this;
    }

    private BaseWindowedBolt slide(Duration duration) {
        if (duration == null) {
            throw new IllegalArgumentException("Sliding interval duration cannot be set null");
        }
        windowConfiguration.put(Config.TOPOLOGY_BOLTS_SLIDING_INTERVAL_DURATION_MS, duration.value);
        return this;
    }

    public BaseWindowedBolt withWindow(Count windowLength, Count slidingInterval) {
        return length(windowLength).slide(slidingInterval);
    }

    public BaseWindowedBolt withWindow(Count windowLength, Duration slidingInterval) {
        return length(windowLength).slide(slidingInterval);
    }

    public BaseWindowedBolt withWindow(Duration windowLength, Count slidingInterval) {
        return length(windowLength).slide(slidingInterval);
    }

    public BaseWindowedBolt withWindow(Duration windowLength, Duration slidingInterval) {
        return length(windowLength).slide(slidingInterval);
    }

    /** A sliding window that slides by one tuple. */
    public BaseWindowedBolt withWindow(Count windowLength) {
        return withWindow(windowLength, new Count(1));
    }

    /** A sliding window that slides by one tuple. */
    public BaseWindowedBolt withWindow(Duration windowLength) {
        return withWindow(windowLength, new Count(1));
    }

    public BaseWindowedBolt withTumblingWindow(Count count) {
        return withWindow(count, count);
    }

    public BaseWindowedBolt withTumblingWindow(Duration duration) {
        return withWindow(duration, duration);
    }

    /** Event time read from a long field of each tuple. */
    public BaseWindowedBolt withTimestampField(String fieldName) {
        return withTimestampExtractor(TupleFieldTimestampExtractor.of(fieldName));
    }

    public BaseWindowedBolt withTimestampExtractor(TimestampExtractor timestampExtractor) {
        if (this.timestampExtractor != null) {
            throw new IllegalArgumentException("Window is already configured with a timestamp extractor: " + timestampExtractor);
        }
        this.timestampExtractor = timestampExtractor;
        return this;
    }

    @Override
    public TimestampExtractor getTimestampExtractor() {
        return timestampExtractor;
    }

    public BaseWindowedBolt withLateTupleStream(String streamId) {
        windowConfiguration.put(Config.TOPOLOGY_BOLTS_LATE_TUPLE_STREAM, streamId);
        return this;
    }

    public BaseWindowedBolt withLag(Duration duration) {
        windowConfiguration.put(Config.TOPOLOGY_BOLTS_TUPLE_TIMESTAMP_MAX_LAG_MS, duration.value);
        return this;
    }

    public BaseWindowedBolt withWatermarkInterval(Duration interval) {
        windowConfiguration.put(Config.TOPOLOGY_BOLTS_WATERMARK_EVENT_INTERVAL_MS, interval.value);
        return this;
    }

    @Override
    public void prepare(Map<String, Object> topoConf, TopologyContext context, OutputCollector collector) {
    }

    @Override
    public void cleanup() {
    }

    @Override
    public void declareOutputFields(OutputFieldsDeclarer declarer) {
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return windowConfiguration;
    }

    /** A window length or sliding interval in tuples. */
    public static class Count implements Serializable {
        private static final long serialVersionUID = 1L;
        public final int value;

        public Count(int value) {
            this.value = value;
        }

        public static Count of(int value) {
            return new Count(value);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Count other && other.value == value;
        }

        @Override
        public int hashCode() {
            return Integer.hashCode(value);
        }

        @Override
        public String toString() {
            return "Count{value=" + value + "}";
        }
    }

    /** A window length or sliding interval in time, held in milliseconds. */
    public static class Duration implements Serializable {
        private static final long serialVersionUID = 1L;
        public final int value;

        public Duration(int value, TimeUnit timeUnit) {
            Objects.requireNonNull(timeUnit, "timeUnit");
            if (value < 0) {
                throw new IllegalArgumentException("Duration cannot be negative");
            }
            long ms = timeUnit.toMillis(value);
            if (ms > Integer.MAX_VALUE) {
                throw new IllegalArgumentException("Duration is too long: " + value + " " + timeUnit + " exceeds "
                    + Integer.MAX_VALUE + " ms");
            }
            this.value = (int) ms;
        }

        public static Duration of(int milliseconds) {
            return new Duration(milliseconds, TimeUnit.MILLISECONDS);
        }

        public static Duration days(int days) {
            return new Duration(days, TimeUnit.DAYS);
        }

        public static Duration hours(int hours) {
            return new Duration(hours, TimeUnit.HOURS);
        }

        public static Duration minutes(int minutes) {
            return new Duration(minutes, TimeUnit.MINUTES);
        }

        public static Duration seconds(int seconds) {
            return new Duration(seconds, TimeUnit.SECONDS);
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Duration other && other.value == value;
        }

        @Override
        public int hashCode() {
            return Integer.hashCode(value);
        }

        @Override
        public String toString() {
            return "Duration{value=" + value + "}";
        }
    }
}
