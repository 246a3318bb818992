package io.github.stormmc.launcher;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/** Options shared by {@code jar} and {@code demo}. Like Storm's CLI, they may appear before or after the main class. */
public final class RunOptions {

    @Option(names = "--ttl", paramLabel = "SECONDS",
            description = "Stop this many seconds after the main class returns (default: run until signalled).")
    Long ttlSeconds;

    @Option(names = "-c", paramLabel = "KEY=VALUE",
            description = "Storm config override, as with Storm's CLI (repeatable). Values are parsed as JSON when "
                    + "they can be, else kept as strings.")
    List<String> configPairs = new ArrayList<>();

    @Option(names = "--no-progress", description = "Do not print the periodic throughput line.")
    boolean noProgress;

    @Option(names = "--no-status", description = "Do not serve the status page (default: served on "
            + "stormmc.status.host:stormmc.status.port, 127.0.0.1:8080 unless configured).")
    boolean noStatus;

    @Option(names = "--progress-secs", paramLabel = "SECONDS", defaultValue = "5",
            description = "Seconds between throughput lines (default: ${DEFAULT-VALUE}).")
    double progressSeconds;

    @Option(names = "--log-dir", paramLabel = "DIR",
            description = "Write a rolling worker.log in DIR (default: storm.log.dir of storm.yaml; without either, "
                    + "logs go to stderr); applied by bin/storm-mc before the JVM starts.")
    String logDir;

    @Option(names = "--jvm-opts", paramLabel = "OPTS",
            description = "JVM options; applied by bin/storm-mc before the JVM starts (after $JAVA_OPTS and "
                    + "$STORM_MC_JVM_OPTS).")
    String jvmOpts;

    public Long ttlSeconds() {
        return ttlSeconds;
    }

    public List<String> configPairs() {
        return configPairs;
    }

    public boolean progress() {
        return !noProgress;
    }

    public boolean status() {
        return !noStatus;
    }

    public long progressMillis() {
        return Math.round(progressSeconds * 1000);
    }

    /** Checks what picocli's types cannot express; returns the usage error or null. */
    String validate() {
        if (ttlSeconds != null && ttlSeconds < 0) {
            return "--ttl must be zero or more seconds, got " + ttlSeconds;
        }
        if (!(progressSeconds > 0)) {
            return "--progress-secs must be more than zero, got " + progressSeconds;
        }
        for (String pair : configPairs) {
            try {
                StormOptions.validatePair(pair);
            } catch (IllegalArgumentException e) {
                return e.getMessage();
            }
        }
        return null;
    }
}
