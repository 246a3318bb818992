package io.github.stormmc.compat;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Storm-MC replaces storm-client and storm-server under the same class names, so an Apache Storm jar on the
 * classpath would silently shadow (or be shadowed by) our classes. The real jars exist only in target/apache-storm
 * for {@link ApiCompatibilityTest}'s isolated class loader.
 */
class NoApacheStormOnClasspathTest {

    private static final Pattern STORM_JAR =
        Pattern.compile("storm-(client|server|shaded-deps|core)-[0-9].*\\.jar");

    @Test
    void noApacheStormJarIsOnTheTestClasspath() {
        List<String> offending = new ArrayList<>();
        // Surefire may launch through a manifest-only jar, so also look at the classpath it reports separately.
        for (String property : List.of("java.class.path", "surefire.test.class.path", "jdk.module.path")) {
            for (String entry : System.getProperty(property, "").split(Pattern.quote(File.pathSeparator))) {
                if (!entry.isEmpty() && isStormJar(Path.of(entry))) {
                    offending.add(property + ": " + entry);
                }
            }
        }
        assertEquals(List.of(), offending);
    }

    @Test
    void stormApiClassesComeOnlyFromOurOwnBuild() throws IOException, URISyntaxException {
        ClassLoader loader = getClass().getClassLoader();
        List<String> configs = new ArrayList<>();
        for (URL url : Collections.list(loader.getResources("org/apache/storm/Config.class"))) {
            configs.add(describe(url));
        }
        Path ours = RepoLayout.locate().core().resolve("target/classes/org/apache/storm/Config.class").toRealPath();
        assertEquals(List.of(ours.toString()), configs);
        // A storm-server class Storm-MC does not ship: visible only if Apache Storm's daemon jar leaked onto the
        // classpath. (daemon.nimbus.Nimbus is ours: the facade LocalCluster.getNimbus() returns.)
        assertEquals(null, loader.getResource("org/apache/storm/daemon/supervisor/Supervisor.class"));
    }

    @Test
    void launcherRuntimeClasspathHasNoApacheStormJar() throws IOException {
        // target/lib is the runtime classpath bin/storm-mc uses; it exists only after 'mvn package'.
        Path lib = RepoLayout.locate().core().resolve("target/lib");
        assumeTrue(Files.isDirectory(lib), "no " + lib + " yet: it is created by 'mvn package'");
        try (Stream<Path> jars = Files.list(lib)) {
            assertEquals(List.of(), jars.filter(NoApacheStormOnClasspathTest::isStormJar)
                .map(p -> p.getFileName().toString()).sorted().toList());
        }
    }

    /** A directory entry as its real path, anything else (a jar entry) as its URL. */
    private static String describe(URL url) throws IOException, URISyntaxException {
        return "file".equals(url.getProtocol()) ? Path.of(url.toURI()).toRealPath().toString() : url.toString();
    }

    private static boolean isStormJar(Path entry) {
        Path name = entry.getFileName();
        return name != null && STORM_JAR.matcher(name.toString()).matches();
    }
}
