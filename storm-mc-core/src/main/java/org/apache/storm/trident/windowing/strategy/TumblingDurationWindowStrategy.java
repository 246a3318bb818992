package org.apache.storm.trident.windowing.strategy;

import org.apache.storm.trident.windowing.config.WindowConfig;
import org.apache.storm.windowing.TimeTriggerPolicy;
import org.apache.storm.windowing.TimeEvictionPolicy;
import org.apache.storm.windowing.EvictionPolicy;
import org.apache.storm.windowing.TriggerHandler;
import org.apache.storm.windowing.TriggerPolicy;

/** Fires every window-length milliseconds and keeps that period's tuples. */
public final class TumblingDurationWindowStrategy<T> extends BaseWindowStrategy<T> {

    public TumblingDurationWindowStrategy(WindowConfig windowConfig) {
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
