package io.github.stormmc.multilang;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.ToNumberPolicy;
import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * JSON for the multilang protocol. Values from topology confs and tuples may be any Java object; they are first
 * reduced to JSON's types (maps, lists, strings, numbers, booleans, null), anything else by its {@code toString()},
 * so that no conf entry or tuple value can make the encoder fail. Integral numbers read back as {@link Long}, others
 * as {@link Double}; NaN and infinities pass through as the literals Python's json module reads and writes.
 */
public final class MultilangJson {
    private static final Gson GSON = new GsonBuilder()
        .serializeNulls()
        .disableHtmlEscaping()
        .serializeSpecialFloatingPointValues()
        .setObjectToNumberStrategy(ToNumberPolicy.LONG_OR_DOUBLE)
        .create();

    private MultilangJson() {
    }

    public static String write(Object value) {
        return GSON.toJson(toJsonable(value));
    }

    /** Parses one message; throws IllegalArgumentException naming the text if it is not JSON. */
    public static Object read(String json) {
        try {
            return GSON.fromJson(json, Object.class);
        } catch (JsonParseException e) {
            String shown = json.length() <= 300 ? json : json.substring(0, 300) + "...";
            throw new IllegalArgumentException("The subprocess sent a message that is not valid JSON: " + shown, e);
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
