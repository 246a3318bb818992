package io.github.stormmc.metrics;

/**
 * Storm's metrics v2 names, so reporters, filters and dashboards written for Apache Storm find the same names. A
 * task's own metric (TopologyContext.registerCounter and friends) is
 * {@code storm.topology.<topology id>.<host>.<component>.<task>.<port>-<name>}; the engine's built-in metrics are
 * {@code storm.worker.<topology id>.<host>.<component>.<task>.<port>-<name>} and, when they belong to a stream,
 * {@code storm.worker.<topology id>.<host>.<component>.<stream>.<task>.<port>-<name>}. Dots in the host, component
 * and stream become underscores so that they do not split the dotted name.
 */
public final class StormMetricNames {
    public static final String TOPOLOGY_PREFIX = "storm.topology.";
    public static final String WORKER_PREFIX = "storm.worker.";
    /** Before the worker binds a registry (a registry built by hand, as in unit tests). */
    public static final StormMetricNames UNBOUND = new StormMetricNames(null, "localhost", 1024);

    private final String topologyId;
    private final String host;
    private final int port;

    public StormMetricNames(String topologyId, String host, int port) {
        this.topologyId = topologyId;
        this.host = underscored(host);
        this.port = port;
    }

    public String topologyId() {
        return topologyId;
    }

    /** The host as it appears in names (dots replaced). */
    public String host() {
        return host;
    }

    public int port() {
        return port;
    }

    public String topologyMetric(String topologyId, String componentId, int taskId, int port, String name) {
        return TOPOLOGY_PREFIX + topologyId + "." + host + "." + underscored(componentId) + "." + taskId + "." + port
            + "-" + name;
    }

    public String workerMetric(String componentId, int taskId, String name) {
        return WORKER_PREFIX + topologyId + "." + host + "." + underscored(componentId) + "." + taskId + "." + port
            + "-" + name;
    }

    public String workerMetric(String componentId, String streamId, int taskId, String name) {
        return WORKER_PREFIX + topologyId + "." + host + "." + underscored(componentId) + "." + underscored(streamId)
            + "." + taskId + "." + port + "-" + name;
    }

    public static String underscored(String s) {
        return s == null ? "null" : s.replace('.', '_');
    }
}
