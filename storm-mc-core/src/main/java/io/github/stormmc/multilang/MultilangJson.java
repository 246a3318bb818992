package io.github.stormmc.multilang;

import io.github.stormmc.json.Json;
import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JSON for the multilang protocol. Values from topology confs and tuples may be any Java object; they are first
 * reduced to JSON's types (maps, lists, strings, numbers, booleans, null), anything else by its {@code toString()},
 * so that no conf entry or tuple value can make the encoder fail. Reading and writing follow {@link Json}, the
 * project's one JSON configuration.
 */
public final class MultilangJson {
    private MultilangJson() {
    }

    public static String write(Object value) {
        return Json.write(toJsonable(value));
    }

    /** Parses one message; throws IllegalArgumentException naming the text if it is not JSON. */
    public static Object read(String json) {
        try {
            return Json.read(json);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("The subprocess sent a message that is not valid JSON: "
                + Json.abbreviate(json, 300), e.getCause());
        }
    }

    /** Reduces a value to JSON's types. */
    public static Object toJsonable(Object value) {
        if (value == null || value instanceof String || value instanceof Number || value instanceof Boolean) {
            return value;
        }
        if (value instanceof Character) {
            return value.toString();
        }
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> result = new LinkedHashMap<>();
            map.forEach((k, v) -> result.put(String.valueOf(k), toJsonable(v)));
            return result;
        }
        if (value instanceof Collection<?> collection) {
            List<Object> result = new ArrayList<>(collection.size());
            collection.forEach(v -> result.add(toJsonable(v)));
            return result;
        }
        if (value.getClass().isArray()) {
            int n = Array.getLength(value);
            List<Object> result = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                result.add(toJsonable(Array.get(value, i)));
            }
            return result;
        }
        return value.toString();
    }
}
