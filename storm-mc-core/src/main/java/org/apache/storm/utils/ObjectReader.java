package org.apache.storm.utils;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Lenient readers for config values, which arrive as whatever YAML, JSON or user code put in the map.
 * The accepted types and failures match Storm's, so configs behave the same on both.
 */
public class ObjectReader {

    public ObjectReader() {
    }

    /** null gives an empty list, a String a one-element list (none if empty), a collection its non-null elements. */
    public static List<String> getStrings(final Object o) {
        List<String> result = new ArrayList<>();
        if (o == null) {
            return result;
        }
        if (o instanceof String) {
            String s = (String) o;
            if (!s.isEmpty()) {
                result.add(s);
            }
            return result;
        }
        if (o instanceof Collection) {
            for (Object element : (Collection<?>) o) {
                if (element != null) {
                    result.add(element.toString());
                }
            }
            return result;
        }
        throw new IllegalArgumentException("Don't know how to convert to string list");
    }

    /** Any non-null value's {@code toString()}. */
    public static String getString(Object o) {
        if (o == null) {
            throw new IllegalArgumentException("Don't know how to convert null to String");
        }
        return o.toString();
    }

    /** A String value, or the default when null; any other type is rejected. */
    public static String getString(Object o, String defaultValue) {
        if (o == null) {
            return defaultValue;
        }
        if (o instanceof String) {
            return (String) o;
        }
        throw new IllegalArgumentException("Don't know how to convert " + o + " to String");
    }

    public static Integer getInt(Object o) {
        Integer result = getInt(o, null);
        if (result == null) {
            throw new IllegalArgumentException("Don't know how to convert null to int");
        }
        return result;
    }

    /**
     * Integer, Short, Byte, or a Long within int range; a String is parsed as a decimal int
     * ({@link NumberFormatException} otherwise). Fractional and other number types are rejected.
     */
    public static Integer getInt(Object o, Integer defaultValue) {
        if (o == null) {
            return defaultValue;
        }
        if (o instanceof Integer || o instanceof Short || o instanceof Byte) {
            return ((Number) o).intValue();
        }
        if (o instanceof Long) {
            long value = (Long) o;
            if (value >= Integer.MIN_VALUE && value <= Integer.MAX_VALUE) {
                return (int) value;
            }
        } else if (o instanceof String) {
            return Integer.parseInt((String) o);
        }
        throw new IllegalArgumentException("Don't know how to convert " + o + " to int");
    }

    /** Like {@link #getLong(Object, Long)} with a null default: null stays null. */
    public static Long getLong(Object o) {
        return getLong(o, null);
    }

    /** Any Number, truncated by {@link Number#longValue()}; a String is parsed as a decimal long. */
    public static Long getLong(Object o, Long defaultValue) {
        if (o == null) {
            return defaultValue;
        }
        if (o instanceof Number) {
            return ((Number) o).longValue();
        }
        if (o instanceof String) {
            return Long.parseLong((String) o);
        }
        throw new IllegalArgumentException("Don't know how to convert " + o + " to a long");
    }

    public static Double getDouble(Object o) {
        Double result = getDouble(o, null);
        if (result == null) {
            throw new IllegalArgumentException("Don't know how to convert null to double");
        }
        return result;
    }

    /** Any Number as a double. Strings are not parsed. */
    public static Double getDouble(Object o, Double defaultValue) {
        if (o == null) {
            return defaultValue;
        }
        if (o instanceof Number) {
            return ((Number) o).doubleValue();
        }
        throw new IllegalArgumentException("Don't know how to convert (" + o + ") to double");
    }

    /** A Boolean, or the default when null. Strings such as "true" are rejected. */
    public static boolean getBoolean(Object o, boolean defaultValue) {
        if (o == null) {
            return defaultValue;
        }
        if (o instanceof Boolean) {
            return (Boolean) o;
        }
        throw new IllegalArgumentException("Don't know how to convert " + o + " to boolean");
    }
}
