package io.github.stormmc.metrics;

import java.net.InetAddress;
import java.net.UnknownHostException;

/** The host name Storm puts in metric names: the local canonical host name, looked up once per JVM. */
public final class WorkerHost {
    private static volatile String host;

    private WorkerHost() {
    }

    public static StormMetricNames names(String topologyId, int port) {
        return new StormMetricNames(topologyId, name(), port);
    }

    public static String name() {
        String h = host;
        if (h == null) {
            try {
                h = InetAddress.getLocalHost().getCanonicalHostName();
            } catch (UnknownHostException e) {
                h = "localhost"; // as Storm, which reports "localhost" when the name cannot be resolved
            }
            host = h;
        }
        return h;
    }
}
