package io.github.stormmc.config;

/** How validation messages show an offending configuration value: the value, then its class. */
public final class ValueDescription {

    private ValueDescription() {
    }

    /** {@code "abc" (java.lang.String)}, {@code 3 (java.lang.Integer)} or {@code null}. */
    public static String of(Object value) {
        if (value == null) {
            return "null";
        }
        String shown = value instanceof CharSequence ? "\"" + value + "\"" : String.valueOf(value);
        return shown + " (" + value.getClass().getName() + ")";
    }
}
