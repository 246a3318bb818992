package org.apache.storm;

import java.util.Map;
import org.apache.storm.generated.SubmitOptions;
import org.apache.storm.testing.TrackedTopology;
import org.apache.storm.thrift.TException;

/** A local cluster that can run {@link TrackedTopology tracked topologies}. */
public interface ILocalClusterTrackedTopologyAware extends ILocalCluster {
    ILocalTopology submitTopology(String topologyName, Map<String, Object> conf, TrackedTopology topology)
        throws TException;

    ILocalTopology submitTopologyWithOpts(String topologyName, Map<String, Object> conf, TrackedTopology topology,
                                          SubmitOptions submitOpts) throws TException;
}
