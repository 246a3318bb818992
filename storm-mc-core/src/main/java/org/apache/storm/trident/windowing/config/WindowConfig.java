package org.apache.storm.trident.windowing.config;

import java.io.Serializable;

/** A window's length and slide, in tuples or in milliseconds depending on its type. */
public interface WindowConfig extends Serializable {
    int getWindowLength();

    int getSlidingLength();

    void validate();

    enum Type {
        SLIDING_COUNT,
        TUMBLING_COUNT,
        SLIDING_DURATION,
        TUMBLING_DURATION
    }
}
