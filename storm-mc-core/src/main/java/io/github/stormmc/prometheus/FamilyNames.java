package io.github.stormmc.prometheus;

import java.util.Locale;

/**
 * Prometheus metric family names for Storm's metric names: {@code storm_} for the engine's built-in metrics and
 * {@code storm_topology_} for a topology's own ones (the {@code __system} JVM metrics included), mirroring Storm's
 * {@code storm.worker.} and {@code storm.topology.} prefixes so the two never collide; then the name in snake case
 * without Storm's leading underscores ({@code __emit-count} becomes {@code storm_emit_count}, {@code uptimeSecs}
 * becomes {@code storm_topology_uptime_secs}). The text format adds {@code _total} to counters.
 */
final class FamilyNames {
    private FamilyNames() {
    }

    static String of(boolean builtin, String stormName) {
        return (builtin ? "storm_" : "storm_topology_") + snake(stormName);
    }

    /** A gauge must not end like a summary's or histogram's own series, which Prometheus' linter rejects. */
    static String gauge(String family) {
        for (String reserved : new String[] {"_count", "_sum", "_bucket", "_total", "_created", "_info"}) {
            if (family.endsWith(reserved)) {
                return family + "_value";
            }
        }
        return family;
    }

    /** A counter's name as the client library wants it: without the {@code _total} it appends itself. */
    static String counter(String family) {
        return family.endsWith("_total") ? family.substring(0, family.length() - "_total".length()) : family;
    }

    static String snake(String name) {
        StringBuilder out = new StringBuilder(name.length() + 8);
        char previous = '_';
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (Character.isUpperCase(c) && Character.isLowerCase(previous)) {
                out.append('_');
            }
            char mapped = c < 128 && Character.isLetterOrDigit(c) ? Character.toLowerCase(c) : '_';
            if (mapped != '_' || out.length() > 0 && out.charAt(out.length() - 1) != '_') {
                out.append(mapped);
            }
            previous = c;
        }
        while (out.length() > 0 && out.charAt(out.length() - 1) == '_') {
            out.setLength(out.length() - 1);
        }
        return out.toString().toLowerCase(Locale.ROOT);
    }
}
