package org.apache.storm.trident.windowing.config;

import org.apache.storm.trident.windowing.strategy.SlidingCountWindowStrategy;
import org.apache.storm.trident.windowing.strategy.WindowStrategy;

/** A window of the last {@code windowCount} tuples, evaluated every {@code slideCount} tuples. */
public final class SlidingCountWindow extends BaseWindowConfig {
    private SlidingCountWindow(int windowLength, int slideLength) {
        super(windowLength, slideLength);
    }

    public static SlidingCountWindow of(int windowCount, int slideCount) {
        return new SlidingCountWindow(windowCount, slideCount);
    }

    @Override
    public <T> WindowStrategy<T> getWindowStrategy() {
        return new SlidingCountWindowStrategy<>(this);
    }
}
