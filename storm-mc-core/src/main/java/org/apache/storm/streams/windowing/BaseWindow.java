package org.apache.storm.streams.windowing;

import java.util.Objects;
import org.apache.storm.topology.base.BaseWindowedBolt.Duration;

/** The event-time settings every window shares. */
public abstract class BaseWindow<L, I> implements Window<L, I> {
    private static final long serialVersionUID = 1L;
    protected String timestampField;
    protected String lateTupleStream;
    protected Duration lag;

    @Override
    public String getTimestampField() {
        return timestampField;
    }

    @Override
    public String getLateTupleStream() {
        return lateTupleStream;
    }

    @Override
    public Duration getLag() {
        return lag;
    }

    @Override
    public boolean equals(Object o) {
        if (this == o) {
            return true;
        }
        if (o == null || getClass() != o.getClass()) {
            return false;
        }
        BaseWindow<?, ?> other = (BaseWindow<?, ?>) o;
        return Objects.equals(timestampField, other.timestampField)
            && Objects.equals(lateTupleStream, other.lateTupleStream)
            && Objects.equals(lag, other.lag);
    }

    @Override
    public int hashCode() {
        return Objects.hash(timestampField, lateTupleStream, lag);
    }
}
