package org.apache.storm.windowing;

/** Declares that no event older than its timestamp is still to come; it is never part of a window itself. */
public class WaterMarkEvent<T> extends EventImpl<T> {

    public WaterMarkEvent(long ts) {
        super(null, ts);
    }

    @Override
    public boolean isWatermark() {
        return true;
    }

    @Override
    public String toString() {
        return "WaterMarkEvent{ts=" + getTimestamp() + '}';
    }
}
