package org.apache.storm;

import org.apache.storm.daemon.Shutdownable;
import org.apache.storm.generated.DistributedRPC;
import org.apache.storm.generated.DistributedRPCInvocations;

/** A DRPC server in this JVM: both the client side (execute) and the topology side (fetch/result). */
public interface ILocalDRPC extends DistributedRPC.Iface, DistributedRPCInvocations.Iface, Shutdownable, AutoCloseable {
    String getServiceId();

    @Override
    void shutdown();
}
