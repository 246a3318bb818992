package org.apache.storm.trident.windowing.strategy;

import org.apache.storm.trident.windowing.config.WindowConfig;
import org.apache.storm.windowing.CountTriggerPolicy;
import org.apache.storm.windowing.CountEvictionPolicy;
import org.apache.storm.windowing.EvictionPolicy;
import org.apache.storm.windowing.TriggerHandler;
import org.apache.storm.windowing.TriggerPolicy;

/** Fires every window-length tuples and keeps that many. */
public final class TumblingCountWindowStrategy<T> extends BaseWindowStrategy<T> {

    public TumblingCountWindowStrategy(WindowConfig windowConfig) {
        super(windowConfig);
    }

    @Override
    public TriggerPolicy<T, ?> getTriggerPolicy(TriggerHandler triggerHandler, EvictionPolicy<T, ?> evictionPolicy) {
        return new CountTriggerPolicy<>(windowConfig.getSlidingLength(), triggerHandler, evictionPolicy);
    }

    @Override
    public EvictionPolicy<T, ?> getEvictionPolicy() {
        return new CountEvictionPolicy<>(windowConfig.getWindowLength());
    }
}
