package io.github.stormmc.compat;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Storm-MC's classes as user code sees them with storm-mc-classpath: the test classpath plus Apache's
 * storm-shaded-deps, last, so that reflection resolves the few Storm signatures that name shaded jgrapht or Guava
 * types. storm-mc-core compiles against that jar but never runs with it, so its tests run without it; parent is the
 * platform loader, and the shaded jar never reaches the test classpath itself.
 */
final class StormMcLoader {

    private StormMcLoader() {
    }

    static URLClassLoader withShadedDeps(Path apacheStormJars) {
        List<URL> urls = new ArrayList<>();
        String classpath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        for (String entry : classpath.split(Pattern.quote(File.pathSeparator))) {
            if (!entry.isEmpty()) {
                urls.add(url(Path.of(entry)));
            }
        }
        try (Stream<Path> files = Files.list(apacheStormJars)) {
            files.filter(p -> p.getFileName().toString().matches("storm-shaded-deps-[0-9].*\\.jar"))
                .forEach(jar -> urls.add(url(jar)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + apacheStormJars, e);
        }
        return new URLClassLoader("storm-mc-with-shaded-deps", urls.toArray(URL[]::new),
            ClassLoader.getPlatformClassLoader());
    }

    private static URL url(Path path) {
        try {
            return path.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalArgumentException(path.toString(), e);
        }
    }
}
