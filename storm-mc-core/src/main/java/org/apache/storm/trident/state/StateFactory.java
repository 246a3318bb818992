package org.apache.storm.trident.state;

import java.io.Serializable;
import java.util.Map;
import org.apache.storm.task.IMetricsContext;

/** Creates the state of one partition. */
public interface StateFactory extends Serializable {
    State makeState(Map<String, Object> conf, IMetricsContext metrics, int partitionIndex, int numPartitions);
}
