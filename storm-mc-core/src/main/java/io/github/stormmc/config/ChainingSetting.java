package io.github.stormmc.config;

import java.util.Locale;
import java.util.Map;

/** {@code stormmc.chaining}: always, never, or {@link #AUTO} (the default), when executors outnumber processors. */
public enum ChainingSetting {
    ALWAYS, NEVER, AUTO;

    /** The setting in {@code conf}; a value other than true, false or auto is an error naming the key. */
    public static ChainingSetting of(Map<String, Object> conf) {
        Object value = conf.get(StormMcConfig.CHAINING);
        if (value == null) {
            return AUTO;
        }
        if (value instanceof Boolean b) {
            return b ? ALWAYS : NEVER;
        }
        if (value instanceof String s) {
            switch (s.trim().toLowerCase(Locale.ROOT)) {
                case "true":
                    return ALWAYS;
                case "false":
                    return NEVER;
                case "auto":
                    return AUTO;
                default:
                    break;
            }
        }
        throw new IllegalArgumentException(StormMcConfig.CHAINING + " must be true, false or auto, got '" + value + "'");
    }

    /** Whether a topology of {@code executors} executors chains on a JVM with {@code processors} processors. */
    public boolean chains(int executors, int processors) {
        return this == ALWAYS || (this == AUTO && executors > processors);
    }
}
