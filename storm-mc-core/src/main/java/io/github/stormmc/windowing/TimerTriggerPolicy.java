package io.github.stormmc.windowing;

import org.apache.storm.windowing.DefaultEvictionContext;
import org.apache.storm.windowing.Event;
import org.apache.storm.windowing.EvictionPolicy;
import org.apache.storm.windowing.TriggerHandler;
import org.apache.storm.windowing.TriggerPolicy;

/**
 * Storm's processing-time trigger (a window every slide interval) without a thread of its own: the task's
 * {@link TaskTimer} calls {@link #fire} every slide interval, under the task's lock. Like Storm's, it has no state
 * to checkpoint.
 */
final class TimerTriggerPolicy<T> implements TriggerPolicy<T, Void> {
    private final long slideMs;
    private final TriggerHandler handler;
    private final EvictionPolicy<T, ?> evictionPolicy;

    TimerTriggerPolicy(long slideMs, TriggerHandler handler, EvictionPolicy<T, ?> evictionPolicy) {
        this.slideMs = slideMs;
        this.handler = handler;
        this.evictionPolicy = evictionPolicy;
    }

    /** The slide interval passed: the window ending now fires. */
    void fire(long now) {
        evictionPolicy.setContext(new DefaultEvictionContext(now, null, null, slideMs));
        handler.onTrigger();
    }

    @Override
    public void track(Event<T> event) {
        // time, not events, fires the window
    }

    @Override
    public void reset() {
        // the timer runs on regardless of activations
    }

    @Override
    public void start() {
        // the task's timer is started by WindowManagerTask
    }

    @Override
    public void shutdown() {
        // the task's timer is stopped by WindowManagerTask
    }

    @Override
    public Void getState() {
        return null;
    }

    @Override
    public void restoreState(Void state) {
        // stateless
    }

    @Override
    public String toString() {
        return "TimerTriggerPolicy{slideMs=" + slideMs + '}';
    }
}
