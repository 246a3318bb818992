package io.github.stormmc.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.Properties;

/** What {@code storm-mc version} prints. */
public final class LauncherVersion {

    /** The Apache Storm release whose public API Storm-MC mirrors. */
    public static final String STORM_API_VERSION = "2.8.2";

    private static final String RESOURCE = "/io/github/stormmc/version.properties";

    private LauncherVersion() {
    }

    /** The version Maven filtered into the core jar, or "unknown" when run from unfiltered classes. */
    public static String stormMcVersion() {
        try (InputStream in = LauncherVersion.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                return "unknown";
            }
            Properties p = new Properties();
            p.load(in);
            String v = p.getProperty("version", "").trim();
            return v.isEmpty() || v.startsWith("${") ? "unknown" : v;
        } catch (IOException e) {
            return "unknown";
        }
    }

    public static List<String> lines(String stormMcVersion, String javaVersion, String javaVendor) {
        return List.of(
                "Storm-MC " + stormMcVersion,
                "Storm API " + STORM_API_VERSION + " (drop-in for org.apache.storm:storm-client and storm-server)",
                "Java " + javaVersion + " (" + javaVendor + ")");
    }

    public static List<String> lines() {
        return lines(stormMcVersion(), System.getProperty("java.version"), System.getProperty("java.vendor"));
    }
}
