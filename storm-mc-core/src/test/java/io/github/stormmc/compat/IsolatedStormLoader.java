package io.github.stormmc.compat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * A class loader over the real Apache Storm jars whose parent is the platform loader, so Storm's classes can never
 * resolve against ours (or ours against Storm's) even though both use the same package names.
 */
final class IsolatedStormLoader {

    private IsolatedStormLoader() {
    }

    static URLClassLoader over(Path jarDirectory) {
        List<Path> jars;
        try (Stream<Path> files = Files.list(jarDirectory)) {
            jars = files.filter(p -> p.getFileName().toString().endsWith(".jar")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + jarDirectory
                + "; run 'mvn generate-test-resources -pl storm-mc-core' to copy the Apache Storm jars", e);
        }
        if (jars.stream().noneMatch(p -> p.getFileName().toString().startsWith("storm-client-"))) {
            throw new IllegalStateException("no storm-client jar in " + jarDirectory
                + "; run 'mvn generate-test-resources -pl storm-mc-core' to copy the Apache Storm jars");
        }
        URL[] urls = jars.stream().map(IsolatedStormLoader::url).toArray(URL[]::new);
        return new URLClassLoader("apache-storm-" + jarDirectory.getFileName(), urls,
            ClassLoader.getPlatformClassLoader());
    }

    private static URL url(Path jar) {
        try {
            return jar.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException(jar.toString(), e);
        }
    }
}
