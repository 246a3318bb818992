package io.github.stormmc.launcher;

import java.util.Locale;

/** Compact human numbers for the progress line: 950, 12.3k, 1.2M, 3.4G. */
public final class RateFormat {

    private static final String[] UNITS = {"", "k", "M", "G", "T"};

    private RateFormat() {
    }

    public static String count(double value) {
        if (value < 0 || Double.isNaN(value)) {
            value = 0;
        }
        if (Math.round(value) < 1000) {
            return Long.toString(Math.round(value));
        }
        int unit = 1;
        double scaled = value / 1000;
        // Bump the unit when rounding to one decimal would print 1000.0 of the smaller unit.
        while (unit < UNITS.length - 1 && Math.round(scaled * 10) >= 10_000) {
            scaled /= 1000;
            unit++;
        }
        return String.format(Locale.ROOT, "%.1f%s", scaled, UNITS[unit]);
    }

    public static String rate(double perSecond) {
        return count(perSecond) + "/s";
    }
}
