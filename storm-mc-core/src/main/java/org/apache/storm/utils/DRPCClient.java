package org.apache.storm.utils;

import java.util.Map;
import org.apache.storm.ILocalDRPC;
import org.apache.storm.generated.AuthorizationException;
import org.apache.storm.generated.DRPCExecutionException;
import org.apache.storm.generated.DistributedRPC;
import org.apache.storm.thrift.TException;
import org.apache.storm.thrift.transport.TTransportException;

/**
 * Storm's DRPC client, redirected in-process: with a {@link LocalOverride} installed, clients call that local DRPC
 * server. There is no remote DRPC server to connect to.
 */
public class DRPCClient implements DistributedRPC.Iface, AutoCloseable {
    private static volatile ILocalDRPC localOverrideClient;

    private final DistributedRPC.Iface client;

    private DRPCClient(DistributedRPC.Iface client) {
        this.client = client;
    }

    public DRPCClient(Map<String, Object> conf, String host, int port) throws TTransportException {
        throw remoteUnsupported(host, port);
    }

    public DRPCClient(Map<String, Object> conf, String host, int port, Integer timeout) throws TTransportException {
        throw remoteUnsupported(host, port);
    }

    private static UnsupportedOperationException remoteUnsupported(String host, int port) {
        return new UnsupportedOperationException("Storm-MC cannot connect to a remote DRPC server at " + host + ":" + port
            + "; install a DRPCClient.LocalOverride with a LocalDRPC, as storm local does");
    }

    public static boolean isLocalOverride() {
        return localOverrideClient != null;
    }

    public static String getOverrideServiceId() {
        ILocalDRPC override = localOverrideClient;
        return override == null ? null : override.getServiceId();
    }

    public static DRPCClient getConfiguredClient(Map<String, Object> conf) throws TTransportException {
        ILocalDRPC override = localOverrideClient;
        if (override == null) {
            throw new UnsupportedOperationException("No local DRPC server is installed: Storm-MC has no remote DRPC "
                + "server; wrap the code in a DRPCClient.LocalOverride with a LocalDRPC");
        }
        return new DRPCClient(override);
    }

    public String getHost() {
        return "localhost";
    }

    /** There is no DRPC port: the server is an object in this JVM. */
    public int getPort() {
        return 0;
    }

    @Override
    public String execute(String func, String args) throws TException, DRPCExecutionException, AuthorizationException {
        return client.execute(func, args);
    }

    public DistributedRPC.Iface getClient() {
        return client;
    }

    /** Nothing to release: the client is an in-process reference. */
    @Override
    public void close() {
    }

    /** While open, every DRPCClient in this JVM calls {@code client}. */
    public static class LocalOverride implements AutoCloseable {
        private final ILocalDRPC previous;

        public LocalOverride(ILocalDRPC client) {
            previous = localOverrideClient;
            localOverrideClient = client;
        }

        @Override
        public void close() throws Exception {
            localOverrideClient = previous;
        }
    }
}
