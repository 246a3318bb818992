package io.github.stormmc.benchmarks.harness;

import java.nio.file.Path;

/**
 * Which engine this JVM's classpath holds: Storm-MC (its engine classes are there) or Apache Storm (it has Nimbus;
 * Storm-MC has a Nimbus facade of the same name for LocalCluster.getNimbus(), so Storm-MC is asked first).
 */
final class EngineInfo {

    static final String APACHE_STORM = "apache-storm";
    static final String STORM_MC = "storm-mc";
    static final String LIMIT = "limit";

    private EngineInfo() {
    }

    static String name() {
        if (present("io.github.stormmc.cluster.InProcessCluster")) {
            return STORM_MC;
        }
        if (present("org.apache.storm.daemon.nimbus.Nimbus")) {
            return APACHE_STORM;
        }
        return "none";
    }

    /** File name of the jar that provides LocalCluster, e.g. storm-server-2.8.2.jar. */
    static String jar() {
        try {
            Class<?> c = Class.forName("org.apache.storm.LocalCluster");
            return Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).getFileName().toString();
        } catch (Exception | LinkageError e) {
            return "unknown";
        }
    }

    private static boolean present(String className) {
        try {
            Class.forName(className, false, EngineInfo.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException | LinkageError e) {
            return false;
        }
    }
}
