package io.github.stormmc.launcher;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Encodes {@code -c key=value} pairs into the {@code storm.options} system property the way Storm's {@code storm}
 * command does: each pair is form-encoded like Python's {@code urllib.parse.quote_plus} and the pairs are joined with
 * commas. Storm's (and our) config loader splits on commas, URL-decodes each part and splits it at the first '='.
 */
public final class StormOptions {

    /** The system property Storm's config loader reads command-line overrides from. */
    public static final String PROPERTY = "storm.options";

    private static final char[] HEX = "0123456789ABCDEF".toCharArray();

    private StormOptions() {
    }

    /** Rejects anything the config loader would silently drop, so typos surface at launch. */
    public static void validatePair(String pair) {
        int eq = pair.indexOf('=');
        if (eq <= 0) {
            throw new IllegalArgumentException("-c expects key=value, got: " + pair);
        }
    }

    public static String encode(List<String> pairs) {
        StringBuilder sb = new StringBuilder();
        for (String pair : pairs) {
            validatePair(pair);
            if (sb.length() > 0) {
                sb.append(',');
            }
            quotePlus(pair, sb);
        }
        return sb.toString();
    }

    /**
     * Appends our pairs after a value the JVM already carries (for example from --jvm-opts), so both survive and the
     * command-line pairs win on duplicate keys (the loader keeps the last one).
     */
    public static String merge(String existing, List<String> pairs) {
        String encoded = encode(pairs);
        if (existing == null || existing.isEmpty()) {
            return encoded;
        }
        if (encoded.isEmpty()) {
            return existing;
        }
        return existing + "," + encoded;
    }

    /** Python's quote_plus with its default safe set: letters, digits and "_.-~" stay; space becomes '+'. */
    static void quotePlus(String s, StringBuilder out) {
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            int c = b & 0xff;
            if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
                    || c == '_' || c == '.' || c == '-' || c == '~') {
                out.append((char) c);
            } else if (c == ' ') {
                out.append('+');
            } else {
                out.append('%').append(HEX[c >> 4]).append(HEX[c & 0xf]);
            }
        }
    }
}
