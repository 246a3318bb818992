package org.apache.storm.trident.windowing.config;

import org.apache.storm.topology.base.BaseWindowedBolt;
import org.apache.storm.trident.windowing.strategy.TumblingDurationWindowStrategy;
import org.apache.storm.trident.windowing.strategy.WindowStrategy;

/** Consecutive, non-overlapping windows of {@code windowDuration}. */
public final class TumblingDurationWindow extends BaseWindowConfig {
    private TumblingDurationWindow(int windowLength, int slideLength) {
        super(windowLength, slideLength);
    }

    public static TumblingDurationWindow of(BaseWindowedBolt.Duration windowDuration) {
        return new TumblingDurationWindow(windowDuration.value, windowDuration.value);
    }

    @Override
    public <T> WindowStrategy<T> getWindowStrategy() {
        return new TumblingDurationWindowStrategy<>(this);
    }
}
