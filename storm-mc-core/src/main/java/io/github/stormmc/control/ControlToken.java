package io.github.stormmc.control;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;

/** The secret of one status server: 32 random bytes, hex. Compared in constant time so timing leaks nothing. */
public final class ControlToken {
    /** The request header that carries the token, as {@code X-Storm-MC-Token: <hex>}. */
    public static final String HEADER = "X-Storm-MC-Token";
    private static final SecureRandom RANDOM = new SecureRandom();

    private ControlToken() {
    }

    public static String generate() {
        byte[] bytes = new byte[32];
        RANDOM.nextBytes(bytes);
        return HexFormat.of().formatHex(bytes);
    }

    /** Whether {@code offered} (possibly null) is exactly {@code expected}. */
    public static boolean matches(String expected, String offered) {
        if (offered == null) {
            return false;
        }
        return MessageDigest.isEqual(expected.getBytes(StandardCharsets.UTF_8),
            offered.trim().getBytes(StandardCharsets.UTF_8));
    }
}
