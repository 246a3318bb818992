package org.apache.storm;

import java.util.Map;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.generated.TopologyInfo;

/** Called after a topology has been submitted (see {@code storm.topology.submission.notifier.plugin.class}). */
public interface ISubmitterHook {

    void notify(TopologyInfo topologyInfo, Map<String, Object> topoConf, StormTopology topology)
        throws IllegalAccessException;
}
