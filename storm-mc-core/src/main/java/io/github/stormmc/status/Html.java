package io.github.stormmc.status;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/** Escaping and number formats for the status pages. Counts are exact (grouped by thousands), rates are per second. */
final class Html {

    private Html() {
    }

    static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '&' -> sb.append("&amp;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }

    static String url(String s) {
        return URLEncoder.encode(s, StandardCharsets.UTF_8).replace("+", "%20");
    }

    /** An exact count with thousands separators: 1234567 → "1,234,567". */
    static String count(long n) {
        return new DecimalFormat("#,##0", DecimalFormatSymbols.getInstance(Locale.ROOT)).format(n);
    }

    /** Tuples per second, short: "0/s", "7.5/s", "950/s", "12.3k/s", "1.2M/s". */
    static String rate(double perSecond) {
        return shortNumber(perSecond) + "/s";
    }

    static String shortNumber(double v) {
        if (v < 0.05) {
            return "0";
        }
        if (v < 10) {
            return String.format(Locale.ROOT, "%.1f", v);
        }
        if (v < 1000) {
            return String.format(Locale.ROOT, "%.0f", v);
        }
        if (v < 1_000_000) {
            return String.format(Locale.ROOT, "%.1fk", v / 1000);
        }
        if (v < 1_000_000_000) {
            return String.format(Locale.ROOT, "%.1fM", v / 1_000_000);
        }
        return String.format(Locale.ROOT, "%.1fG", v / 1_000_000_000);
    }

    static String ms(double millis) {
        return String.format(Locale.ROOT, "%.3f ms", millis);
    }

    static String fixed3(double v) {
        return String.format(Locale.ROOT, "%.3f", v);
    }

    static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f%%", share * 100);
    }

    /** A table cell carrying its field name, so tests and scripts can find a number by what it means. */
    static String td(String field, String text) {
        return "<td data-k=\"" + field + "\">" + text + "</td>";
    }

    static String numTd(String field, String text) {
        return "<td class=\"n\" data-k=\"" + field + "\">" + text + "</td>";
    }

    /** A horizontal bar for a 0..1 share (capacity, queue fill), red from 80 %. */
    static String bar(String field, double share, String label) {
        double clamped = Math.max(0, Math.min(1, share));
        String level = share >= 0.8 ? "hot" : share >= 0.5 ? "warm" : "ok";
        return "<td class=\"n\" data-k=\"" + field + "\"><span class=\"bar " + level + "\"><i style=\"width:"
            + String.format(Locale.ROOT, "%.1f", clamped * 100) + "%\"></i></span>" + label + "</td>";
    }
}
