package io.github.stormmc.config;

import com.google.gson.JsonParseException;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;
import java.math.BigInteger;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/**
 * Parses {@code -Dstorm.options}: the {@code -c key=value} options of Storm's CLI, joined with commas.
 *
 * <p>Encoding, as Storm reads it: entries are separated by commas that are not inside {@code [...]} or
 * {@code {...}}; each entry is URL-decoded (the CLI URL-encodes it), then split at its first {@code =}. Entries
 * without {@code =} are ignored; a later entry wins. Values are read as JSON where they look like JSON:
 * {@code null}, {@code true}/{@code false}, integers (Integer, else Long, else BigInteger), decimals (Double),
 * quoted strings, and lists/maps (which may use unquoted strings). Anything else is the plain, trimmed string.
 */
final class CommandLineOptions {

    private static final Pattern INTEGER = Pattern.compile("[+-]?\\d+");
    private static final Pattern DECIMAL = Pattern.compile("[+-]?\\d+(\\.\\d*)?([eE][+-]?\\d+)?");

    private CommandLineOptions() {
    }

    static Map<String, Object> parse(String options) {
        Map<String, Object> result = new HashMap<>();
        if (options == null || options.isEmpty()) {
            return result;
        }
        for (String entry : splitEntries(options)) {
            String decoded = URLDecoder.decode(entry, StandardCharsets.UTF_8);
            int eq = decoded.indexOf('=');
            if (eq < 0) {
                continue;
            }
            result.put(decoded.substring(0, eq), parseValue(decoded.substring(eq + 1)));
        }
        return result;
    }

    /** Splits at commas outside brackets: a comma whose next bracket of either kind is a closing one is inside. */
    static List<String> splitEntries(String options) {
        List<String> entries = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < options.length(); i++) {
            if (options.charAt(i) == ',' && !insideBrackets(options, i + 1)) {
                entries.add(options.substring(start, i));
                start = i + 1;
            }
        }
        entries.add(options.substring(start));
        return entries;
    }

    private static boolean insideBrackets(String s, int from) {
        return closesFirst(s, from, '[', ']') || closesFirst(s, from, '{', '}');
    }

    private static boolean closesFirst(String s, int from, char open, char close) {
        for (int i = from; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == open) {
                return false;
            }
            if (c == close) {
                return true;
            }
        }
        return false;
    }

    static Object parseValue(String raw) {
        String text = raw.trim();
        if (text.startsWith("[") || text.startsWith("{") || text.startsWith("\"") || text.startsWith("'")) {
            Object json = parseJson(text);
            return json == NOT_JSON ? text : json;
        }
        Object scalar = parseScalar(text);
        return scalar == NOT_JSON ? text : scalar;
    }

    /** Marks text that is not a JSON literal, so it is kept as a plain string. */
    private static final Object NOT_JSON = new Object();

    private static Object parseScalar(String text) {
        switch (text) {
            case "null":
                return null;
            case "true":
                return Boolean.TRUE;
            case "false":
                return Boolean.FALSE;
            default:
                return parseNumber(text);
        }
    }

    private static Object parseNumber(String text) {
        if (INTEGER.matcher(text).matches()) {
            BigInteger value = new BigInteger(text.startsWith("+") ? text.substring(1) : text);
            if (value.bitLength() < Integer.SIZE) {
                return value.intValue();
            }
            if (value.bitLength() < Long.SIZE) {
                return value.longValue();
            }
            return value;
        }
        if (DECIMAL.matcher(text).matches()) {
            return Double.parseDouble(text);
        }
        return NOT_JSON;
    }

    private static Object parseJson(String text) {
        try (JsonReader reader = new JsonReader(new StringReader(text))) {
            // Lenient: accepts unquoted and single-quoted strings, as Storm's permissive JSON reader does.
            reader.setStrictness(Strictness.LENIENT);
            Object value = readJson(reader);
            return reader.peek() == JsonToken.END_DOCUMENT ? value : NOT_JSON;
        } catch (IOException | JsonParseException | IllegalStateException | NumberFormatException e) {
            return NOT_JSON;
        }
    }

    private static Object readJson(JsonReader reader) throws IOException {
        switch (reader.peek()) {
            case BEGIN_ARRAY:
                List<Object> list = new ArrayList<>();
                reader.beginArray();
                while (reader.hasNext()) {
                    list.add(readJson(reader));
                }
                reader.endArray();
                return list;
            case BEGIN_OBJECT:
                Map<String, Object> map = new LinkedHashMap<>();
                reader.beginObject();
                while (reader.hasNext()) {
                    String key = reader.nextName();
                    map.put(key, readJson(reader));
                }
                reader.endObject();
                return map;
            case BOOLEAN:
                return reader.nextBoolean();
            case NULL:
                reader.nextNull();
                return null;
            case NUMBER:
                String number = reader.nextString();
                Object parsed = parseNumber(number);
                return parsed == NOT_JSON ? number : parsed;
            case STRING:
                return reader.nextString();
            default:
                throw new IllegalStateException("Unexpected JSON token " + reader.peek());
        }
    }
}
