package org.apache.storm.windowing;

/** A user event and the time (processing or event time) it is windowed by. */
public class EventImpl<T> implements Event<T> {

    private final T event;
    private long ts;

    EventImpl(T event, long ts) {
        this.event = event;
        this.ts = ts;
    }

    @Override
    public long getTimestamp() {
        return ts;
    }

    @Override
    public T get() {
        return event;
    }

    @Override
    public boolean isWatermark() {
        return false;
    }

    @Override
    public String toString() {
        return "EventImpl{event=" + event + ", ts=" + ts + '}';
    }
}
