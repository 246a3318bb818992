package org.apache.storm.metric.api;

import java.util.Map;
import org.apache.storm.task.TopologyContext;

/** An object (such as a serializer) that registers its own metrics when its task starts. */
public interface IMetricsRegistrant {

    void registerMetrics(TopologyContext topoContext, Map<String, Object> topoConf);
}
