package io.github.stormmc.config;

import java.util.Map;

/** Boolean settings of Storm-MC's own: true, false or their strings; anything else is an error naming the key. */
public final class Flags {
    private Flags() {
    }

    public static boolean get(Map<String, Object> conf, String key, boolean absent) {
        Object value = conf.get(key);
        if (value == null) {
            return absent;
        }
        if (value instanceof Boolean b) {
            return b;
        }
        if (value instanceof String s && (s.equalsIgnoreCase("true") || s.equalsIgnoreCase("false"))) {
            return Boolean.parseBoolean(s);
        }
        throw new IllegalArgumentException(key + " must be true or false, got '" + value + "'");
    }
}
