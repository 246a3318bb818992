package io.github.stormmc.status;

import java.util.Locale;
import java.util.Set;

/**
 * Guards the status page against DNS rebinding: a page on an attacker's domain that re-resolves to 127.0.0.1 could
 * otherwise read the page from the user's browser. Such requests carry the attacker's name in {@code Host}, so only
 * names that cannot be rebound are served: {@code localhost}, IP literals, the configured bind host and this
 * machine's own host name.
 */
final class HostCheck {
    private final Set<String> names;

    HostCheck(String boundHost, String machineName) {
        java.util.Set<String> allowed = new java.util.HashSet<>();
        allowed.add("localhost");
        allowed.add(normalise(boundHost));
        if (machineName != null) {
            allowed.add(normalise(machineName));
        }
        this.names = Set.copyOf(allowed);
    }

    /** Whether a request with this {@code Host} header (possibly with a port, possibly null) may be served. */
    boolean allows(String hostHeader) {
        if (hostHeader == null || hostHeader.isBlank()) {
            return false;
        }
        String host = hostHeader.trim();
        if (host.startsWith("[")) { // IPv6 literal, e.g. [::1]:8080
            int end = host.indexOf(']');
            return end > 1 && isIpv6(host.substring(1, end));
        }
        int colon = host.lastIndexOf(':');
        if (colon >= 0) {
            host = host.substring(0, colon);
        }
        host = normalise(host);
        return names.contains(host) || isIpv4(host);
    }

    private static String normalise(String host) {
        String h = host.trim().toLowerCase(Locale.ROOT);
        return h.endsWith(".") ? h.substring(0, h.length() - 1) : h;
    }

    private static boolean isIpv4(String host) {
        String[] parts = host.split("\\.", -1);
        if (parts.length != 4) {
            return false;
        }
        for (String p : parts) {
            if (p.isEmpty() || p.length() > 3 || !p.chars().allMatch(Character::isDigit) || Integer.parseInt(p) > 255) {
                return false;
            }
        }
        return true;
    }

    private static boolean isIpv6(String host) {
        return !host.isEmpty() && host.chars().allMatch(c -> c == ':' || c == '.' || Character.digit(c, 16) >= 0);
    }
}
