package io.github.stormmc.drpc;

import org.apache.storm.ILocalDRPC;
import org.apache.storm.utils.ServiceRegistry;

/** Finds the in-JVM DRPC server that a topology component names by service id. */
public final class LocalDrpcs {
    private LocalDrpcs() {
    }

    /** The live {@link ILocalDRPC} registered under {@code serviceId}; a clear error if there is none. */
    public static ILocalDRPC find(String serviceId, String who) {
        Object service = ServiceRegistry.getService(serviceId);
        if (service instanceof ILocalDRPC drpc) {
            return drpc;
        }
        throw new IllegalStateException(who + ": no LocalDRPC with service id " + serviceId + " is running in this JVM"
            + " (it was shut down, or the topology was built for another process). Storm-MC has no remote DRPC"
            + " servers: keep the LocalDRPC open while the topology runs");
    }
}
