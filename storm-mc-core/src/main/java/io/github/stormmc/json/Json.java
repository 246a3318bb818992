package io.github.stormmc.json;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import com.google.gson.ToNumberPolicy;
import com.google.gson.reflect.TypeToken;
import java.lang.reflect.Type;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * JSON as Storm uses it for component configurations ({@code ComponentCommon.json_conf}) and topology confs:
 * integral numbers read back as {@link Long}, others as {@link Double}, like Storm's JSON reader.
 */
public final class Json {
    private static final Type MAP_TYPE = new TypeToken<LinkedHashMap<String, Object>>() { }.getType();
    private static final Gson GSON = new GsonBuilder()
        .serializeNulls()
        .disableHtmlEscaping()
        .setObjectToNumberStrategy(ToNumberPolicy.LONG_OR_DOUBLE)
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
            throw new IllegalArgumentException("Not a JSON object: " + abbreviate(json), e);
        }
    }

    public static Object read(String json) {
        try {
            return GSON.fromJson(json, Object.class);
        } catch (JsonParseException e) {
            throw new IllegalArgumentException("Not valid JSON: " + abbreviate(json), e);
        }
    }

    private static String abbreviate(String s) {
        return s.length() <= 200 ? s : s.substring(0, 200) + "...";
    }
}
