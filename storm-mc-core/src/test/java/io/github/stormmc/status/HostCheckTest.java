package io.github.stormmc.status;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HostCheckTest {
    private final HostCheck check = new HostCheck("0.0.0.0", "build-box");

    @Test
    void namesThatCannotBeReboundAreServed() {
        for (String host : new String[] {"localhost", "localhost:8080", "LOCALHOST.", "127.0.0.1:8080", "10.1.2.3",
            "[::1]:8080", "[fe80::1]", "build-box:8080", "0.0.0.0:8080"}) {
            assertTrue(check.allows(host), host);
        }
    }

    @Test
    void otherNamesAndMissingHostsAreRefused() {
        for (String host : new String[] {null, "", "evil.example", "evil.example:8080", "localhost.evil.example",
            "127.0.0.1.evil.example", "999.1.1.1", "[evil]"}) {
            assertFalse(check.allows(host), String.valueOf(host));
        }
    }

    @Test
    void theConfiguredHostNameIsServed() {
        assertTrue(new HostCheck("stormmc.internal", null).allows("stormmc.internal:8080"));
    }
}
