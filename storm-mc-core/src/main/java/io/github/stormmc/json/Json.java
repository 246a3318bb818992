package io.github.stormmc.json;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.ToNumberStrategy;
import com.google.gson.reflect.TypeToken;
import com.google.gson.stream.JsonReader;
import java.io.IOException;
import java.lang.reflect.Array;
import java.lang.reflect.Type;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one JSON configuration of Storm-MC, for topology and component confs ({@code ComponentCommon.json_conf}), the
 * multilang protocol, DRPC and the status API. Numbers read back as Storm's JSON library (json-smart) gives them, so a
 * bolt sees the same types in its conf as on Apache Storm: an integral number as {@link Integer} when it fits, else
 * {@link Long}, else {@link BigInteger}; any other number as {@link Double}. Nulls are written; NaN and infinities are
 * written as the literals Python's json module reads and writes.
 */
public final class Json {
    private static final Type MAP_TYPE = new TypeToken<LinkedHashMap<String, Object>>() { }.getType();
    private static final Gson GSON = new GsonBuilder()
        .serializeNulls()
        .disableHtmlEscaping()
        .serializeSpecialFloatingPointValues()
        .setObjectToNumberStrategy(new StormNumbers())
        .create();

    private Json() {
    }

    public static String write(Object value) {
        return GSON.toJson(value);
    }

    /** Parses a JSON object; null or blank text gives an empty map. */
    public static Map<String, Object> readMap(String json) {
        if (json == null || json.isBlank()) {
            return new LinkedHashMap<>();
        }
        try {
            Map<String, Object> map = GSON.fromJson(json, MAP_TYPE);
            return map == null ? new LinkedHashMap<>() : map;
        } catch (JsonParseException e) {
            throw new IllegalArgumentException("Not a JSON object: " + abbreviate(json, 200), e);
        }
    }

    public static Object read(String json) {
        try {
            return GSON.fromJson(json, Object.class);
        } catch (JsonParseException e) {
            throw new IllegalArgumentException("Not valid JSON: " + abbreviate(json, 200), e);
        }
    }

    /**
     * Writes any value, first reduced to JSON's types (maps with string keys, lists, strings, numbers, booleans,
     * null), anything else by its {@code toString()}: for the multilang protocol, where confs and tuple values may be
     * any Java object and no value may make the encoder fail.
     */
    public static String writeJsonable(Object value) {
        return write(toJsonable(value));
    }

    /** Reduces a value to JSON's types (see {@link #writeJsonable}). */
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

    /** The text cut to {@code max} characters, for error messages. */
    public static String abbreviate(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max) + "...";
    }

    /** json-smart's number types: Integer, Long, BigInteger for integral numbers, Double for the rest. */
    private static final class StormNumbers implements ToNumberStrategy {
        @Override
        public Number readNumber(JsonReader in) throws IOException {
            String text = in.nextString();
            if (text.indexOf('.') < 0 && text.indexOf('e') < 0 && text.indexOf('E') < 0) {
                try {
                    long value = Long.parseLong(text);
                    if (value >= Integer.MIN_VALUE && value <= Integer.MAX_VALUE) {
                        return (int) value;
                    }
                    return value;
                } catch (NumberFormatException e) {
                    return new BigInteger(text);
                }
            }
            return Double.parseDouble(text);
        }
    }
}
