package io.github.stormmc.config;

import java.util.Locale;
import java.util.Map;

/**
 * {@code stormmc.executor.thread.policy}: the Linux scheduling policy of executor threads. {@code batch} (default)
 * puts them under {@code SCHED_BATCH}, {@code normal} leaves them under the default {@code SCHED_OTHER}.
 */
public final class ThreadPolicy {
    public static final String BATCH = "batch";
    public static final String NORMAL = "normal";

    private ThreadPolicy() {
    }

    /** Whether executor threads should run under SCHED_BATCH; a bad value is an error naming the key. */
    public static boolean batch(Map<String, Object> conf) {
        Object value = conf.get(StormMcConfig.EXECUTOR_THREAD_POLICY);
        if (value == null) {
            return true;
        }
        String name = value.toString().trim().toLowerCase(Locale.ROOT);
        if (name.equals(BATCH)) {
            return true;
        }
        if (name.equals(NORMAL)) {
            return false;
        }
        throw new IllegalArgumentException(StormMcConfig.EXECUTOR_THREAD_POLICY + " must be \"" + BATCH + "\" or \""
            + NORMAL + "\", got '" + value + "'");
    }
}
