package io.github.stormmc.cluster;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/** Storm-MC's own version (from the jar) and the Apache Storm API version it mirrors. */
public final class StormMcVersion {
    public static final String STORM_API_VERSION = "2.8.2";

    private StormMcVersion() {
    }

    public static String version() {
        try (InputStream in = StormMcVersion.class.getResourceAsStream("/io/github/stormmc/version.properties")) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }
}
