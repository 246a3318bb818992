package io.github.stormmc.config;

import java.math.BigInteger;
import java.util.Collection;
import java.util.Map;

/**
 * The JSON check on a topology conf. Storm accepts a conf only if it reads back equal after a JSON round trip;
 * these are the value types that do (Short, Byte, BigDecimal, arrays, enums and other objects do not).
 */
final class JsonFriendlyValues {

    private JsonFriendlyValues() {
    }

    static void check(Map<?, ?> conf) {
        for (Map.Entry<?, ?> entry : conf.entrySet()) {
            if (!(entry.getKey() instanceof String)) {
                throw notSerializable("the top-level key " + ValueKind.describe(entry.getKey()) + " is not a String");
            }
            checkValue(entry.getValue(), (String) entry.getKey());
        }
    }

    private static void checkValue(Object value, String path) {
        if (value == null || value instanceof String || value instanceof Boolean || value instanceof Integer
                || value instanceof Long || value instanceof BigInteger) {
            return;
        }
        if (value instanceof Double || value instanceof Float) {
            // Infinity has no JSON form; NaN is let through because Storm lets it through.
            if (Double.isInfinite(((Number) value).doubleValue())) {
                throw notSerializable("the value at " + path + " is " + value + ", which JSON cannot represent");
            }
            return;
        }
        if (value instanceof Collection) {
            int index = 0;
            for (Object element : (Collection<?>) value) {
                checkValue(element, path + "[" + index + "]");
                index++;
            }
            return;
        }
        if (value instanceof Map) {
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                if (!(entry.getKey() instanceof String)) {
                    throw notSerializable("the map at " + path + " has the key " + ValueKind.describe(entry.getKey())
                        + "; JSON map keys must be Strings");
                }
                checkValue(entry.getValue(), path + "[\"" + entry.getKey() + "\"]");
            }
            return;
        }
        throw notSerializable("the value at " + path + " is a " + value.getClass().getName()
            + "; only String, Boolean, Integer, Long, Float, Double, BigInteger, null, lists and maps with String"
            + " keys survive JSON");
    }

    private static IllegalArgumentException notSerializable(String detail) {
        return new IllegalArgumentException("Topology conf is not JSON-serializable: " + detail);
    }
}
