package org.apache.storm.windowing;

/** What a trigger tells the eviction policy about the window it is about to fire; unknown values are null. */
public interface EvictionContext {

    Long getReferenceTime();

    Long getSlidingCount();

    Long getSlidingInterval();

    Long getCurrentCount();
}
