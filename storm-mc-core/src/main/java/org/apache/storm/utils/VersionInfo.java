package org.apache.storm.utils;

import io.github.stormmc.cluster.StormMcVersion;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * The version of the Storm API this library provides. Storm-MC reports the Apache Storm version whose API it
 * mirrors (so version checks in user code behave as on that Storm release); the Storm-MC build is in the revision.
 */
public final class VersionInfo {

    private static final String STORM_CORE_PROPERTIES_NAME = "storm-core-version-info.properties";
    private static final String STORM_CLIENT_PROPERTIES_NAME = "storm-client-version-info.properties";

    public static final IVersionInfo OUR_FULL_VERSION = new Info(StormMcVersion.STORM_API_VERSION,
        "storm-mc-" + StormMcVersion.version(), "unknown", "unknown", "unknown");
    public static final SimpleVersion OUR_VERSION = new SimpleVersion(OUR_FULL_VERSION.getVersion());
    /** What a class path without Storm version info reports. */
    static final IVersionInfo UNKNOWN = new Info("Unknown", "Unknown", "Unknown", "Unknown", "Unknown");

    public VersionInfo() {
    }

    /** The version of the Storm release on a class path string (entries separated by the path separator). */
    public static IVersionInfo getFromClasspath(String cp) {
        return getFromClasspath(Arrays.asList(cp.split(File.pathSeparator)));
    }

    /**
     * The version recorded in the first Storm version-info properties file (storm-client's, else storm-core's, as Storm looks) found
     * in the given class path entries: directories, jars, or {@code dir/*} wildcards. Null when there is none.
     */
    public static IVersionInfo getFromClasspath(List<String> classpath) {
        List<Path> entries = expand(classpath);
        for (String name : List.of(STORM_CLIENT_PROPERTIES_NAME, STORM_CORE_PROPERTIES_NAME)) {
            for (Path entry : entries) {
                Properties props = read(entry, name);
                if (props != null) {
                    return new Info(props.getProperty("version", "Unknown"), props.getProperty("revision", "Unknown"),
                        props.getProperty("branch", "Unknown"), props.getProperty("date", "Unknown"),
                        props.getProperty("srcChecksum", "Unknown"));
                }
            }
        }
        return null;
    }

    private static List<Path> expand(List<String> classpath) {
        List<Path> entries = new ArrayList<>();
        for (String raw : classpath) {
            String entry = raw.strip();
            if (entry.isEmpty()) {
                continue;
            }
            if (entry.endsWith("*")) {
                Path dir = Path.of(entry.substring(0, entry.length() - 1));
                if (Files.isDirectory(dir)) {
                    try (Stream<Path> files = Files.list(dir)) {
                        files.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().forEach(entries::add);
                    } catch (IOException e) {
                        throw new UncheckedIOException("cannot list class path directory " + dir, e);
                    }
                }
            } else {
                entries.add(Path.of(entry));
            }
        }
        return entries;
    }

    private static Properties read(Path entry, String name) {
        try {
            if (Files.isDirectory(entry)) {
                Path file = entry.resolve(name);
                if (Files.isRegularFile(file)) {
                    try (InputStream in = Files.newInputStream(file)) {
                        return load(in);
                    }
                }
            } else if (Files.isRegularFile(entry) && entry.toString().endsWith(".jar")) {
                try (JarFile jar = new JarFile(entry.toFile())) {
                    var jarEntry = jar.getJarEntry(name);
                    if (jarEntry != null) {
                        try (InputStream in = jar.getInputStream(jarEntry)) {
                            return load(in);
                        }
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + name + " from " + entry, e);
        }
        return null;
    }

    private static Properties load(InputStream in) throws IOException {
        Properties props = new Properties();
        props.load(in);
        return props;
    }

    public static String getVersion() {
        return OUR_FULL_VERSION.getVersion();
    }

    public static String getRevision() {
        return OUR_FULL_VERSION.getRevision();
    }

    public static String getBranch() {
        return OUR_FULL_VERSION.getBranch();
    }

    public static String getDate() {
        return OUR_FULL_VERSION.getDate();
    }

    public static String getSrcChecksum() {
        return OUR_FULL_VERSION.getSrcChecksum();
    }

    public static String getBuildVersion() {
        return OUR_FULL_VERSION.getBuildVersion();
    }

    /** Prints the version, as {@code storm version} does. */
    public static void main(String[] args) {
        System.out.println("Storm " + getVersion());
        System.out.println("Revision " + getRevision());
        System.out.println("Branch " + getBranch());
        System.out.println("Compiled on " + getDate());
        System.out.println("From source with checksum " + getSrcChecksum());
    }

    /** One release's build information. */
    private record Info(String version, String revision, String branch, String date, String srcChecksum)
        implements IVersionInfo {

        @Override
        public String getVersion() {
            return version;
        }

        @Override
        public String getRevision() {
            return revision;
        }

        @Override
        public String getBranch() {
            return branch;
        }

        @Override
        public String getDate() {
            return date;
        }

        @Override
        public String getSrcChecksum() {
            return srcChecksum;
        }

        @Override
        public String getBuildVersion() {
            return version + " from " + revision + " on " + date + " source checksum " + srcChecksum;
        }
    }
}
