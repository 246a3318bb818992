package org.apache.storm.trident.windowing.config;

import org.apache.storm.trident.windowing.strategy.TumblingCountWindowStrategy;
import org.apache.storm.trident.windowing.strategy.WindowStrategy;

/** Consecutive, non-overlapping windows of {@code windowCount} tuples. */
public final class TumblingCountWindow extends BaseWindowConfig {
    private TumblingCountWindow(int windowLength, int slideLength) {
        super(windowLength, slideLength);
    }

    public static TumblingCountWindow of(int windowCount) {
        return new TumblingCountWindow(windowCount, windowCount);
    }

    @Override
    public <T> WindowStrategy<T> getWindowStrategy() {
        return new TumblingCountWindowStrategy<>(this);
    }
}
