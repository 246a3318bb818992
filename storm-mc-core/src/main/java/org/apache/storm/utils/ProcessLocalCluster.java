package org.apache.storm.utils;

import org.apache.storm.LocalCluster;

/**
 * The JVM-wide cluster that {@code StormSubmitter} uses when no {@code NimbusClient.LocalOverride} is installed:
 * created on first use, closed by a shutdown hook (deactivate, drain, cleanup/close every task). It lives beside
 * {@link NimbusClient}, its only user, so the engine never holds an API object.
 */
final class ProcessLocalCluster {
    private static LocalCluster instance;

    private ProcessLocalCluster() {
    }

    static synchronized LocalCluster get() {
        if (instance == null) {
            try {
                instance = new LocalCluster();
            } catch (Exception e) {
                throw new IllegalStateException("Cannot start the in-process Storm-MC cluster", e);
            }
            LocalCluster cluster = instance;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    cluster.close();
                } catch (Exception ignored) {
                    // the JVM is exiting
                }
            }, "stormmc-shutdown"));
        }
        return instance;
    }
}
