package io.github.stormmc.check;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;

/** The library versions Apache Storm 2.8.2 brings, from the storm-libraries.txt resource, by groupId:artifactId. */
public final class StormLibraries {

    public static final String RESOURCE = "/io/github/stormmc/check/storm-libraries.txt";

    private StormLibraries() {
    }

    /** groupId:artifactId to version, in the resource's order. */
    public static Map<String, String> load() throws CheckException {
        Map<String, String> versions = new LinkedHashMap<>();
        try (InputStream in = StormLibraries.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new CheckException("resource " + RESOURCE + " is missing from Storm-MC's jar");
            }
            int number = 0;
            for (String line : new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8)).lines().toList()) {
                number++;
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] parts = line.trim().split(":");
                if (parts.length != 3) {
                    throw new CheckException(RESOURCE + " line " + number + ": expected groupId:artifactId:version");
                }
                versions.put(parts[0] + ":" + parts[1], parts[2]);
            }
        } catch (IOException e) {
            throw new CheckException("cannot read resource " + RESOURCE + ": " + e.getMessage());
        }
        return versions;
    }
}
