package org.apache.storm.trident.windowing.strategy;

import org.apache.storm.trident.windowing.config.WindowConfig;

/** A strategy built from a window configuration's length and slide. */
public abstract class BaseWindowStrategy<T> implements WindowStrategy<T> {
    protected final WindowConfig windowConfig;

    public BaseWindowStrategy(WindowConfig windowConfig) {
        this.windowConfig = windowConfig;
    }
}
