package io.github.stormmc.executor;

import io.github.stormmc.config.StormMcConfig;
import java.util.Map;
import org.apache.storm.utils.ObjectReader;

/**
 * What an executor does when user code throws: restart the task (with capped backoff, whose failures count until the
 * task has run {@code windowMillis} without failing) or halt like Storm; what a JVM error does ({@code fatalHalts});
 * and whether a task that gave up kills its topology.
 */
record FaultPolicy(boolean halt, long initialBackoffMillis, long maxBackoffMillis, long windowMillis, int maxAttempts,
                   boolean fatalHalts, boolean giveUpKills) {

    static FaultPolicy of(Map<String, Object> conf) {
        String name = choice(conf, StormMcConfig.FAULT_POLICY, StormMcConfig.FAULT_RESTART, StormMcConfig.FAULT_HALT);
        String fatal = choice(conf, StormMcConfig.FAULT_FATAL, StormMcConfig.FAULT_HALT,
            StormMcConfig.FAULT_KILL_TOPOLOGY);
        String giveUp = choice(conf, StormMcConfig.FAULT_GIVE_UP, StormMcConfig.FAULT_KILL_TOPOLOGY,
            StormMcConfig.FAULT_KEEP_RUNNING);
        return new FaultPolicy(name.equals(StormMcConfig.FAULT_HALT),
            ObjectReader.getInt(conf.get(StormMcConfig.RESTART_BACKOFF_INITIAL_MILLIS), 10),
            ObjectReader.getInt(conf.get(StormMcConfig.RESTART_BACKOFF_MAX_MILLIS), 1000),
            Math.max(0, ObjectReader.getInt(conf.get(StormMcConfig.RESTART_BACKOFF_WINDOW_MILLIS), 10_000)),
            Math.max(1, ObjectReader.getInt(conf.get(StormMcConfig.RESTART_MAX_ATTEMPTS), 10)),
            fatal.equals(StormMcConfig.FAULT_HALT), giveUp.equals(StormMcConfig.FAULT_KILL_TOPOLOGY));
    }

    /** The key's value, its first allowed value when absent; anything else is rejected naming the key. */
    private static String choice(Map<String, Object> conf, String key, String defaultValue, String other) {
        Object value = conf.get(key);
        String name = value == null ? defaultValue : value.toString().trim();
        if (!name.equals(defaultValue) && !name.equals(other)) {
            throw new IllegalArgumentException("Unknown " + key + " '" + name + "': expected " + defaultValue + " or "
                + other);
        }
        return name;
    }

    /** The delay after the n-th counted failure: none for the first; then initial, doubling, capped at max. */
    long backoffMillis(int failures) {
        if (failures <= 1) {
            return 0;
        }
        int shift = Math.min(failures - 2, 30);
        return Math.max(0, Math.min(maxBackoffMillis, initialBackoffMillis << shift));
    }
}
