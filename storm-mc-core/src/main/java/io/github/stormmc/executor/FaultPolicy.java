package io.github.stormmc.executor;

import io.github.stormmc.config.StormMcConfig;
import java.util.Map;
import org.apache.storm.utils.ObjectReader;

/** What an executor does when user code throws: restart the task (with capped backoff) or halt like Storm. */
record FaultPolicy(boolean halt, long initialBackoffMillis, long maxBackoffMillis, int maxAttempts) {

    static FaultPolicy of(Map<String, Object> conf) {
        Object policy = conf.get(StormMcConfig.FAULT_POLICY);
        String name = policy == null ? StormMcConfig.FAULT_RESTART : policy.toString().trim();
        if (!name.equals(StormMcConfig.FAULT_RESTART) && !name.equals(StormMcConfig.FAULT_HALT)) {
            throw new IllegalArgumentException("Unknown " + StormMcConfig.FAULT_POLICY + " '" + name + "': expected "
                + StormMcConfig.FAULT_RESTART + " or " + StormMcConfig.FAULT_HALT);
        }
        return new FaultPolicy(name.equals(StormMcConfig.FAULT_HALT),
            ObjectReader.getInt(conf.get(StormMcConfig.RESTART_BACKOFF_INITIAL_MILLIS), 10),
            ObjectReader.getInt(conf.get(StormMcConfig.RESTART_BACKOFF_MAX_MILLIS), 1000),
            Math.max(1, ObjectReader.getInt(conf.get(StormMcConfig.RESTART_MAX_ATTEMPTS), 10)));
    }

    /** No delay for a first restart; then initial, doubling, capped at max. */
    long backoffMillis(int consecutiveFailures) {
        if (consecutiveFailures <= 1) {
            return 0;
        }
        int shift = Math.min(consecutiveFailures - 2, 30);
        return Math.min(maxBackoffMillis, initialBackoffMillis << shift);
    }
}
