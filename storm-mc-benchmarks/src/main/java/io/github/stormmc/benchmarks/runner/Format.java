package io.github.stormmc.benchmarks.runner;

import java.util.Locale;

/** Number formatting for the report. */
final class Format {

    private Format() {
    }

    /** 1234567 → "1.23M", 45600 → "45.6k", 12 → "12"; NaN → "–". */
    static String compact(double v) {
        if (Double.isNaN(v)) {
            return "–";
        }
        double a = Math.abs(v);
        if (a >= 1e9) {
            return String.format(Locale.ROOT, "%.2fG", v / 1e9);
        }
        if (a >= 1e6) {
            return String.format(Locale.ROOT, "%.2fM", v / 1e6);
        }
        if (a >= 1e3) {
            return String.format(Locale.ROOT, "%.1fk", v / 1e3);
        }
        if (a == Math.rint(a)) {
            return String.format(Locale.ROOT, "%.0f", v);
        }
        return String.format(Locale.ROOT, "%.1f", v);
    }

    static String fixed(double v, int digits) {
        return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%." + digits + "f", v);
    }

    static String ratio(double v) {
        return Double.isNaN(v) ? "–" : String.format(Locale.ROOT, "%.2f×", v);
    }
}
