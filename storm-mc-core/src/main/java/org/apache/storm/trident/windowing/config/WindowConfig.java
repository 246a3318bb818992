package org.apache.storm.trident.windowing.config;

import java.io.Serializable;
import org.apache.storm.trident.windowing.strategy.WindowStrategy;

/** A window's length and slide, in tuples or in milliseconds depending on its type. */
public interface WindowConfig extends Serializable {
    int getWindowLength();

    int getSlidingLength();

    /** The strategy that turns this configuration into trigger and eviction policies. */
    <T> WindowStrategy<T> getWindowStrategy();

    void validate();

    enum Type {
        SLIDING_COUNT,
        TUMBLING_COUNT,
        SLIDING_DURATION,
        TUMBLING_DURATION
    }
}
