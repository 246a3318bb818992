package org.apache.storm.windowing;

/**
 * Decides, event by event from the oldest, which events leave the window. {@code S} is the policy's checkpointable
 * state.
 */
public interface EvictionPolicy<T, S> {

    /** What to do with an event when the window is scanned. */
    Action evict(Event<T> event);

    /** Sees every event (and watermark) as it is added. */
    void track(Event<T> event);

    EvictionContext getContext();

    /** Set by the trigger policy just before it fires the window. */
    void setContext(EvictionContext context);

    void reset();

    S getState();

    void restoreState(S state);

    /** The outcome of {@link #evict(Event)}. */
    enum Action {
        /** Remove the event from the window and report it as expired. */
        EXPIRE,
        /** The event belongs to the current window. */
        PROCESS,
        /** Keep the event for a later window but leave it out of this one. */
        KEEP,
        /** Stop scanning: no later event can be in the current window. */
        STOP
    }
}
