package org.apache.storm.trident.windowing.config;

/** A window of the last {@code windowCount} tuples, evaluated every {@code slideCount} tuples. */
public final class SlidingCountWindow extends BaseWindowConfig {
    private SlidingCountWindow(int windowLength, int slideLength) {
        super(windowLength, slideLength);
    }

    public static SlidingCountWindow of(int windowCount, int slideCount) {
        return new SlidingCountWindow(windowCount, slideCount);
    }
}
