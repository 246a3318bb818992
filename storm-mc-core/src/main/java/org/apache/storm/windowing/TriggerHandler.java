package org.apache.storm.windowing;

/** Fires a window. */
public interface TriggerHandler {

    /** Returns true when the fired window held at least one event. */
    boolean onTrigger();
}
