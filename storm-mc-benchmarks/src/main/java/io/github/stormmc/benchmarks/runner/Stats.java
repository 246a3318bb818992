package io.github.stormmc.benchmarks.runner;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Order statistics of a handful of repetitions. */
final class Stats {

    private Stats() {
    }

    /** Median of the finite values; NaN when there is none. */
    static double median(List<Double> values) {
        List<Double> v = finite(values);
        if (v.isEmpty()) {
            return Double.NaN;
        }
        Collections.sort(v);
        int n = v.size();
        return n % 2 == 1 ? v.get(n / 2) : (v.get(n / 2 - 1) + v.get(n / 2)) / 2;
    }

    static double min(List<Double> values) {
        return finite(values).stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
    }

    static double max(List<Double> values) {
        return finite(values).stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }

    /** Geometric mean of positive finite values (the fair average of ratios); NaN when there is none. */
    static double geometricMean(List<Double> values) {
        double logSum = 0;
        int n = 0;
        for (double v : finite(values)) {
            if (v > 0) {
                logSum += Math.log(v);
                n++;
            }
        }
        return n == 0 ? Double.NaN : Math.exp(logSum / n);
    }

    private static List<Double> finite(List<Double> values) {
        List<Double> v = new ArrayList<>();
        for (Double d : values) {
            if (d != null && !d.isNaN() && !d.isInfinite()) {
                v.add(d);
            }
        }
        return v;
    }

    static double parse(String s) {
        if (s == null || s.isBlank()) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(s);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
