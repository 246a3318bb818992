package io.github.stormmc.compat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** How one listed class's members fared: matched, excluded (with reason) or missing (with what differs). */
final class ClassCoverage {

    private final String className;
    private final List<String> matched = new ArrayList<>();
    private final Map<String, String> excluded = new LinkedHashMap<>();
    private final Map<String, String> missing = new LinkedHashMap<>();

    ClassCoverage(String className) {
        this.className = className;
    }

    String className() {
        return className;
    }

    void matched(String key) {
        matched.add(key);
    }

    void excluded(String key, String reason) {
        excluded.put(key, reason);
    }

    void missing(String key, String why) {
        missing.put(key, why);
    }

    /** Fully qualified keys ({@code FQCN#member}) as baseline.txt stores them. */
    List<String> matchedMembers() {
        return matched.stream().map(this::qualify).toList();
    }

    Map<String, String> excluded() {
        return excluded;
    }

    Map<String, String> missing() {
        return missing;
    }

    int total() {
        return matched.size() + excluded.size() + missing.size();
    }

    int matchedCount() {
        return matched.size();
    }

    String qualify(String key) {
        return className + "#" + key;
    }

    static String percent(int part, int whole) {
        return whole == 0 ? "100.0%" : String.format(java.util.Locale.ROOT, "%.1f%%", 100.0 * part / whole);
    }
}
