package org.apache.storm.trident.windowing.strategy;

import org.apache.storm.trident.windowing.config.WindowConfig;
import org.apache.storm.windowing.TimeTriggerPolicy;
import org.apache.storm.windowing.TimeEvictionPolicy;
import org.apache.storm.windowing.EvictionPolicy;
import org.apache.storm.windowing.TriggerHandler;
import org.apache.storm.windowing.TriggerPolicy;

/** Fires every sliding-length milliseconds and keeps the tuples of the last window-length milliseconds. */
public final class SlidingDurationWindowStrategy<T> extends BaseWindowStrategy<T> {

    public SlidingDurationWindowStrategy(WindowConfig windowConfig) {
        super(windowConfig);
    }

    @Override
    public TriggerPolicy<T, ?> getTriggerPolicy(TriggerHandler triggerHandler, EvictionPolicy<T, ?> evictionPolicy) {
        return new TimeTriggerPolicy<>(windowConfig.getSlidingLength(), triggerHandler, evictionPolicy);
    }

    @Override
    public EvictionPolicy<T, ?> getEvictionPolicy() {
        return new TimeEvictionPolicy<>(windowConfig.getWindowLength());
    }
}
