package io.github.stormmc.benchmarks.enron;

import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Turns one raw RFC 822 message of the Enron maildir into an {@link Email}: Message-ID, From, Date, Subject, To,
 * Cc, Bcc and the body, as IBM's dataset builder extracted them. Bytes are read as ISO-8859-1 (lossless; the
 * filter stage later drops what is not plain ASCII), folded header lines are joined, address lists are
 * normalised to "a, b", CRLF becomes LF. A missing To is the empty string; a missing Cc or Bcc is null.
 */
public final class RawMessageParser {

    private RawMessageParser() {
    }

    public static Email parse(byte[] raw) {
        String text = new String(raw, StandardCharsets.ISO_8859_1).replace("\r\n", "\n");
        int split = text.indexOf("\n\n");
        String headerText = split < 0 ? text : text.substring(0, split);
        String body = split < 0 ? "" : text.substring(split + 2);
        Map<String, String> headers = headers(headerText);
        String id = headers.get("message-id");
        if (id == null) {
            throw new IllegalArgumentException("message has no Message-ID header");
        }
        return new Email(id, headers.getOrDefault("from", ""), headers.getOrDefault("date", ""),
                headers.getOrDefault("subject", ""), addresses(headers.getOrDefault("to", "")),
                addressesOrNull(headers.get("cc")), addressesOrNull(headers.get("bcc")), body, 0, 0, 0);
    }

    /** Header name (lower case) to its unfolded, trimmed value; the first occurrence wins. */
    static Map<String, String> headers(String headerText) {
        Map<String, String> headers = new HashMap<>();
        String name = null;
        StringBuilder value = new StringBuilder();
        for (String line : headerText.split("\n")) {
            if (!line.isEmpty() && (line.charAt(0) == ' ' || line.charAt(0) == '\t') && name != null) {
                value.append(' ').append(line.trim());
                continue;
            }
            if (name != null) {
                headers.putIfAbsent(name, value.toString().trim());
            }
            int colon = line.indexOf(':');
            if (colon <= 0) {
                name = null;
                continue;
            }
            name = line.substring(0, colon).trim().toLowerCase(Locale.ROOT);
            value.setLength(0);
            value.append(line.substring(colon + 1));
        }
        if (name != null) {
            headers.putIfAbsent(name, value.toString().trim());
        }
        return headers;
    }

    static String addresses(String list) {
        StringBuilder sb = new StringBuilder(list.length());
        for (String part : list.split(",")) {
            String address = part.trim();
            if (!address.isEmpty()) {
                if (sb.length() > 0) {
                    sb.append(", ");
                }
                sb.append(address);
            }
        }
        return sb.toString();
    }

    private static String addressesOrNull(String list) {
        return list == null ? null : addresses(list);
    }
}
