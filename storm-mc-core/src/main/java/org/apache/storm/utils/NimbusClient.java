package org.apache.storm.utils;

import java.util.Map;
import org.apache.storm.generated.Nimbus;
import org.apache.storm.thrift.transport.TTransportException;

/**
 * Storm's Nimbus client, redirected in-process. With a {@link LocalOverride} installed (as {@code storm local} and
 * {@code bin/storm-mc} do) every client talks to that cluster; otherwise to this JVM's process-wide Storm-MC
 * cluster, created on first use. There is no remote Nimbus to connect to.
 */
public class NimbusClient implements AutoCloseable {
    private static volatile Nimbus.Iface localOverrideClient;

    public final boolean isLocal;
    private final Nimbus.Iface client;

    private NimbusClient(Nimbus.Iface client) {
        this.client = client;
        this.isLocal = true;
    }

    public NimbusClient(Map<String, Object> conf, String host, int port, Integer timeout) throws TTransportException {
        throw remoteUnsupported(host, port);
    }

    public NimbusClient(Map<String, Object> conf, String host, Integer port, Integer timeout, String asUser)
        throws TTransportException {
        throw remoteUnsupported(host, port);
    }

    public NimbusClient(Map<String, Object> conf, String host, Integer port, Integer timeout, String asUser,
                        boolean useTls) throws TTransportException {
        throw remoteUnsupported(host, port);
    }

    public NimbusClient(Map<String, Object> conf, String host) throws TTransportException {
        throw remoteUnsupported(host, null);
    }

    private static UnsupportedOperationException remoteUnsupported(String host, Integer port) {
        return new UnsupportedOperationException("Storm-MC runs topologies in this JVM and cannot connect to a remote "
            + "Nimbus at " + host + (port == null ? "" : ":" + port) + "; use NimbusClient.getConfiguredClient(conf), "
            + "or Apache Storm's storm-client to talk to a real cluster");
    }

    public static boolean isLocalOverride() {
        return localOverrideClient != null;
    }

    public static void withConfiguredClient(WithNimbus cb) throws Exception {
        withConfiguredClient(cb, Utils.readStormConfig());
    }

    public static void withConfiguredClient(WithNimbus cb, Map<String, Object> conf) throws Exception {
        try (NimbusClient client = getConfiguredClient(conf)) {
            cb.run(client.getClient());
        }
    }

    public static NimbusClient getConfiguredClient(Map<String, Object> conf) {
        return getConfiguredClientAs(conf, null, null);
    }

    public static NimbusClient getConfiguredClient(Map<String, Object> conf, Integer timeout) {
        return getConfiguredClientAs(conf, null, timeout);
    }

    public static NimbusClient getConfiguredClientAs(Map<String, Object> conf, String asUser) {
        return getConfiguredClientAs(conf, asUser, null);
    }

    public static NimbusClient getConfiguredClientAs(Map<String, Object> conf, String asUser, Integer timeout) {
        Nimbus.Iface override = localOverrideClient;
        return new NimbusClient(override != null ? override : ProcessLocalCluster.get());
    }

    public Nimbus.Iface getClient() {
        return client;
    }

    /** Nothing to release: the client is an in-process reference. */
    @Override
    public void close() {
    }

    /** Callback for {@link #withConfiguredClient}. */
    public interface WithNimbus {
        void run(Nimbus.Iface client) throws Exception;
    }

    /**
     * While open, every NimbusClient in this JVM talks to {@code client}. Closing restores the client it replaced,
     * unless another override has been opened since (then that one stays in force).
     */
    public static final class LocalOverride implements AutoCloseable {
        private final Nimbus.Iface client;
        private final Nimbus.Iface previous;

        public LocalOverride(Nimbus.Iface client) {
            this.client = client;
            synchronized (LocalOverride.class) {
                previous = localOverrideClient;
                localOverrideClient = client;
            }
        }

        @Override
        public void close() throws Exception {
            synchronized (LocalOverride.class) {
                if (localOverrideClient == client) {
                    localOverrideClient = previous;
                }
            }
        }
    }

    /** Storm's fluent client builder; every client is in-process here. */
    public static class Builder {
        private final Map<String, Object> conf;

        private Builder(Map<String, Object> conf) {
            this.conf = conf;
        }

        public static Builder withConf(Map<String, Object> conf) {
            return new Builder(conf);
        }

        public Builder asUser(String asUser) {
            return this;
        }

        public Builder withTimeout(Integer timeout) {
            return this;
        }

        public Builder forDaemon() {
            return this;
        }

        public NimbusClient buildWithNimbusHostPort(String host, Integer port) throws TTransportException {
            throw remoteUnsupported(host, port);
        }

        public NimbusClient build() {
            return getConfiguredClient(conf);
        }
    }
}
