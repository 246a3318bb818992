package org.apache.storm.trident.windowing.config;

import org.apache.storm.topology.base.BaseWindowedBolt;
import org.apache.storm.trident.windowing.strategy.SlidingDurationWindowStrategy;
import org.apache.storm.trident.windowing.strategy.WindowStrategy;

/** A window of the tuples of the last {@code windowDuration}, evaluated every {@code slidingDuration}. */
public final class SlidingDurationWindow extends BaseWindowConfig {
    private SlidingDurationWindow(int windowLength, int slideLength) {
        super(windowLength, slideLength);
    }

    public static SlidingDurationWindow of(BaseWindowedBolt.Duration windowDuration,
                                           BaseWindowedBolt.Duration slidingDuration) {
        return new SlidingDurationWindow(windowDuration.value, slidingDuration.value);
    }

    @Override
    public <T> WindowStrategy<T> getWindowStrategy() {
        return new SlidingDurationWindowStrategy<>(this);
    }
}
