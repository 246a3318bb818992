package org.apache.storm.windowing;

/** Decides when a window fires, by calling its {@link TriggerHandler}. {@code S} is its checkpointable state. */
public interface TriggerPolicy<T, S> {

    void track(Event<T> event);

    /** Called by the window manager after each activation. */
    void reset();

    void start();

    void shutdown();

    S getState();

    void restoreState(S state);
}
