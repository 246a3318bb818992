package org.apache.storm.metric.api;

import java.util.Collections;
import java.util.Map;

/** A v1 metric, sampled and reset once per time bucket. */
public interface IMetric {

    /** The value for the bucket that just ended (null means nothing to report); starts a new bucket. */
    Object getValueAndReset();

    /** Dimensions attached to every data point of this metric. */
    default Map<String, String> getDimensions() {
        return Collections.emptyMap();
    }
}
