package io.github.stormmc.check;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;

/** Compares the libraries found in the application's jars with the versions Apache Storm 2.8.2 brings. */
final class LibraryVersions {

    private LibraryVersions() {
    }

    static List<CheckResult.LibraryDifference> differences(ApplicationJars app, Map<String, String> storm) {
        List<CheckResult.LibraryDifference> differences = new ArrayList<>();
        for (Library library : app.libraries()) {
            String stormVersion = storm.get(library.key());
            if (stormVersion != null && !stormVersion.equals(library.version())) {
                differences.add(new CheckResult.LibraryDifference(library, stormVersion));
            }
        }
        for (Path jar : app.jarsWithoutPom()) {
            Library named = fromFileName(jar.getFileName().toString(), storm);
            if (named != null && !storm.get(named.key()).equals(named.version())) {
                differences.add(new CheckResult.LibraryDifference(named, storm.get(named.key())));
            }
        }
        return differences;
    }

    /** A jar named {@code <artifactId>-<version>.jar} after one of Storm's libraries, or null. */
    static Library fromFileName(String fileName, Map<String, String> storm) {
        Matcher m = ApplicationJars.jarFileName(fileName);
        if (!m.matches()) {
            return null;
        }
        String artifact = m.group(1);
        for (String key : storm.keySet()) {
            if (key.endsWith(":" + artifact)) {
                return new Library(key.substring(0, key.indexOf(':')), artifact, m.group(2), fileName);
            }
        }
        return null;
    }
}
