package io.github.stormmc.benchmarks.common;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A one-level JSON object of strings and numbers: enough for the harness's result line, written and read by the
 * same code, so the benchmark jar needs no JSON library on either engine's classpath.
 */
public final class FlatJson {

    private FlatJson() {
    }

    public static String write(Map<String, ?> values) {
        StringBuilder sb = new StringBuilder("{");
        boolean first = true;
        for (Map.Entry<String, ?> e : values.entrySet()) {
            if (!first) {
                sb.append(',');
            }
            first = false;
            quote(sb, e.getKey());
            sb.append(':');
            Object v = e.getValue();
            if (v instanceof Number n && isFinite(n)) {
                sb.append(n);
            } else if (v instanceof Boolean b) {
                sb.append(b);
            } else if (v == null || v instanceof Number) {
                sb.append("null");
            } else {
                quote(sb, v.toString());
            }
        }
        return sb.append('}').toString();
    }

    private static boolean isFinite(Number n) {
        return !(n instanceof Double d && (d.isNaN() || d.isInfinite()))
                && !(n instanceof Float f && (f.isNaN() || f.isInfinite()));
    }

    private static void quote(StringBuilder sb, String s) {
        sb.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\r' -> sb.append("\\r");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        sb.append('"');
    }

    /** Parses what {@link #write} produced; values come back as their JSON text (strings unquoted). */
    public static Map<String, String> parse(String json) {
        Map<String, String> result = new LinkedHashMap<>();
        Cursor c = new Cursor(json.trim());
        c.expect('{');
        c.skipSpace();
        if (c.peek() == '}') {
            return result;
        }
        while (true) {
            c.skipSpace();
            String key = c.string();
            c.skipSpace();
            c.expect(':');
            c.skipSpace();
            String value = c.peek() == '"' ? c.string() : c.bare();
            result.put(key, value);
            c.skipSpace();
            char next = c.next();
            if (next == '}') {
                return result;
            }
            if (next != ',') {
                throw new IllegalArgumentException("expected ',' or '}' at " + (c.pos - 1) + " in " + json);
            }
        }
    }

    private static final class Cursor {
        private final String s;
        private int pos;

        Cursor(String s) {
            this.s = s;
        }

        char peek() {
            if (pos >= s.length()) {
                throw new IllegalArgumentException("unexpected end of JSON: " + s);
            }
            return s.charAt(pos);
        }

        char next() {
            char c = peek();
            pos++;
            return c;
        }

        void expect(char c) {
            if (next() != c) {
                throw new IllegalArgumentException("expected '" + c + "' at " + (pos - 1) + " in " + s);
            }
        }

        void skipSpace() {
            while (pos < s.length() && Character.isWhitespace(s.charAt(pos))) {
                pos++;
            }
        }

        String string() {
            expect('"');
            StringBuilder sb = new StringBuilder();
            while (true) {
                char c = next();
                if (c == '"') {
                    return sb.toString();
                }
                if (c != '\\') {
                    sb.append(c);
                    continue;
                }
                char e = next();
                switch (e) {
                    case 'n' -> sb.append('\n');
                    case 'r' -> sb.append('\r');
                    case 't' -> sb.append('\t');
                    case 'u' -> {
                        sb.append((char) Integer.parseInt(s.substring(pos, pos + 4), 16));
                        pos += 4;
                    }
                    default -> sb.append(e);
                }
            }
        }

        String bare() {
            int start = pos;
            while (pos < s.length() && s.charAt(pos) != ',' && s.charAt(pos) != '}') {
                pos++;
            }
            return s.substring(start, pos).trim();
        }
    }
}
