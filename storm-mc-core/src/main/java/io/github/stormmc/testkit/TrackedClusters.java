package io.github.stormmc.testkit;

import io.github.stormmc.cluster.InProcessCluster;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** The clusters built with a tracked id, so that {@code Testing.globalAmt(id, key)} can find them by that id. */
public final class TrackedClusters {
    private static final Map<String, InProcessCluster> BY_ID = new ConcurrentHashMap<>();

    private TrackedClusters() {
    }

    public static void register(String trackedId, InProcessCluster cluster) {
        if (BY_ID.putIfAbsent(trackedId, cluster) != null) {
            throw new IllegalArgumentException("A running local cluster is already tracked with id '" + trackedId + "'");
        }
    }

    public static void unregister(String trackedId) {
        BY_ID.remove(trackedId);
    }

    /** The cluster tracked under {@code trackedId}; throws if none is running. */
    public static InProcessCluster get(String trackedId) {
        InProcessCluster cluster = BY_ID.get(trackedId);
        if (cluster == null) {
            throw new IllegalArgumentException("No running tracked local cluster has id '" + trackedId + "'");
        }
        return cluster;
    }
}
