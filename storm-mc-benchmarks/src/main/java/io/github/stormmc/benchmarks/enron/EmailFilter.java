package io.github.stormmc.benchmarks.enron;

import java.util.Locale;

/**
 * The filter stage: keeps only mail sent from an {@code @enron.com} address, keeps only {@code @enron.com}
 * addresses in To, Cc and Bcc, and reduces the body to plain text.
 */
public final class EmailFilter {

    static final String DOMAIN = "@enron.com";

    private EmailFilter() {
    }

    /** The filtered email, or null when the sender is not an Enron address (the email is dropped). */
    public static Email apply(Email email) {
        if (!isEnronAddress(email.from())) {
            return null;
        }
        return email.withRecipients(enronOnly(email.toList()), enronOnly(email.ccList()), enronOnly(email.bccList()))
                .withBody(plainText(email.body()));
    }

    static boolean isEnronAddress(String address) {
        return address != null && address.trim().toLowerCase(Locale.ROOT).endsWith(DOMAIN);
    }

    /**
     * The comma-separated list reduced to its Enron addresses, trimmed and joined with ", "; the empty string when
     * none is left; null stays null.
     */
    public static String enronOnly(String list) {
        if (list == null) {
            return null;
        }
        StringBuilder kept = new StringBuilder(list.length());
        for (String part : list.split(",")) {
            String address = part.trim();
            if (isEnronAddress(address)) {
                if (kept.length() > 0) {
                    kept.append(", ");
                }
                kept.append(address);
            }
        }
        return kept.toString();
    }

    /**
     * Removes quoted-printable soft line breaks ("=" at the end of a line), decodes "=20" to a space, and drops
     * every character that is not printable ASCII, a newline or a tab. Null stays null.
     */
    public static String plainText(String body) {
        if (body == null) {
            return null;
        }
        String decoded = body.replace("=\n", "").replace("=20", " ");
        StringBuilder sb = new StringBuilder(decoded.length());
        for (int i = 0; i < decoded.length(); i++) {
            char c = decoded.charAt(i);
            if ((c >= 0x20 && c <= 0x7E) || c == '\n' || c == '\t') {
                sb.append(c);
            }
        }
        return sb.toString();
    }
}
