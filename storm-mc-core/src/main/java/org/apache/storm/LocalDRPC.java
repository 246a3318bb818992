package org.apache.storm;

import io.github.stormmc.config.StormConfigLoader;
import io.github.stormmc.drpc.DrpcServer;
import org.apache.storm.generated.AuthorizationException;
import org.apache.storm.generated.DRPCExecutionException;
import org.apache.storm.generated.DRPCRequest;
import org.apache.storm.thrift.TException;
import org.apache.storm.utils.ObjectReader;
import org.apache.storm.utils.ServiceRegistry;

/**
 * A DRPC server in this JVM. {@link #execute} blocks until a topology built with
 * {@code createLocalTopology(this)} (or running under a {@code DRPCClient.LocalOverride} for this server) returns the
 * result, fails the request, or {@code drpc.request.timeout.secs} (from defaults.yaml and storm.yaml) passes.
 */
public class LocalDRPC implements ILocalDRPC {
    private static final String REQUEST_TIMEOUT_SECS = "drpc.request.timeout.secs";

    private final DrpcServer server;
    private final String serviceId;

    public LocalDRPC() {
        Object timeout = StormConfigLoader.readStormConfig().get(REQUEST_TIMEOUT_SECS);
        this.server = new DrpcServer(ObjectReader.getInt(timeout, 600) * 1000L);
        this.serviceId = ServiceRegistry.registerService(this);
    }

    @Override
    public String getServiceId() {
        return serviceId;
    }

    @Override
    public void result(String id, String result) throws AuthorizationException, TException {
        server.result(id, result);
    }

    @Override
    public String execute(String functionName, String funcArgs)
        throws DRPCExecutionException, AuthorizationException, TException {
        return server.execute(functionName, funcArgs);
    }

    @Override
    public void failRequest(String id) throws AuthorizationException, TException {
        server.fail(id, null);
    }

    @Override
    public void failRequestV2(String id, DRPCExecutionException e) throws AuthorizationException, TException {
        server.fail(id, e);
    }

    @Override
    public DRPCRequest fetchRequest(String functionName) throws AuthorizationException, TException {
        return server.fetchRequest(functionName);
    }

    @Override
    public void close() {
        shutdown();
    }

    /** Fails the calls still waiting (SERVER_SHUTDOWN) and unregisters the service id. */
    @Override
    public void shutdown() {
        ServiceRegistry.unregisterService(serviceId);
        server.shutdown();
    }
}
