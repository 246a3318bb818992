package org.apache.storm.metrics2.reporters;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** The {@code rate.unit} and {@code duration.unit} entries of a reporter's configuration, as TimeUnit names. */
final class ReporterUnits {
    static final String RATE_UNIT = "rate.unit";
    static final String DURATION_UNIT = "duration.unit";

    private ReporterUnits() {
    }

    /** Rates per {@code rate.unit}; per second when absent. */
    static TimeUnit rate(Map<String, Object> reporterConf) {
        return unit(reporterConf, RATE_UNIT, TimeUnit.SECONDS);
    }

    /** Durations in {@code duration.unit}; milliseconds when absent. */
    static TimeUnit duration(Map<String, Object> reporterConf) {
        return unit(reporterConf, DURATION_UNIT, TimeUnit.MILLISECONDS);
    }

    private static TimeUnit unit(Map<String, Object> reporterConf, String key, TimeUnit fallback) {
        Object value = reporterConf.get(key);
        if (value == null) {
            return fallback;
        }
        try {
            return TimeUnit.valueOf(value.toString().trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Reporter conf " + key + " '" + value
                + "' is not a java.util.concurrent.TimeUnit name", e);
        }
    }
}
