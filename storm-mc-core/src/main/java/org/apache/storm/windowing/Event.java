package org.apache.storm.windowing;

/** One entry of a window: a user event with its timestamp, or a watermark that only carries a timestamp. */
public interface Event<T> {

    long getTimestamp();

    T get();

    boolean isWatermark();
}
