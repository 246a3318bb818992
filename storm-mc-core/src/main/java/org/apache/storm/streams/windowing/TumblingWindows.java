package org.apache.storm.streams.windowing;

import java.util.Objects;
import org.apache.storm.topology.base.BaseWindowedBolt.Count;
import org.apache.storm.topology.base.BaseWindowedBolt.Duration;

/** A window whose sliding interval equals its length, so windows do not overlap. */
public class TumblingWindows<L> extends BaseWindow<L, L> {
    private static final long serialVersionUID = 1L;
    private final L windowLength;

    private TumblingWindows(L windowLength) {
        this.windowLength = Objects.requireNonNull(windowLength, "windowLength");
    }

    public static TumblingWindows<Count> of(Count count) {
        return new TumblingWindows<>(count);
    }

    public static TumblingWindows<Duration> of(Duration duration) {
        return new TumblingWindows<>(duration);
    }

    @Override
    public L getWindowLength() {
        return windowLength;
    }

    @Override
    public L getSlidingInterval() {
        return windowLength;
    }

    public TumblingWindows<L> withTimestampField(String timestampField) {
        this.timestampField = timestampField;
        return this;
    }

    public TumblingWindows<L> withLateTupleStream(String streamId) {
        this.lateTupleStream = streamId;
        return this;
    }

    public TumblingWindows<L> withLag(Duration duration) {
        this.lag = duration;
        return this;
    }

    @Override
    public boolean equals(Object o) {
        if (!super.equals(o)) {
            return false;
        }
        return windowLength.equals(((TumblingWindows<?>) o).windowLength);
    }

    @Override
    public int hashCode() {
        return Objects.hash(super.hashCode(), windowLength);
    }
}
