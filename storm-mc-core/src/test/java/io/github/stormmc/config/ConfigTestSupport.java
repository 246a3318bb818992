package io.github.stormmc.config;

import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.nio.file.Paths;

/** Test resources under /config, as file paths or as extra class-loader roots. */
final class ConfigTestSupport {

    private ConfigTestSupport() {
    }

    static Path resourcePath(String name) {
        URL url = ConfigTestSupport.class.getResource("/config/" + name);
        if (url == null) {
            throw new IllegalStateException("Missing test resource /config/" + name);
        }
        try {
            return Paths.get(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A class loader that sees the test classpath plus the given /config sub-directory as an extra root. */
    static URLClassLoader loaderWithRoot(String directory) throws Exception {
        URL root = resourcePath(directory).toUri().toURL();
        return new URLClassLoader(new URL[] {root}, ConfigTestSupport.class.getClassLoader());
    }
}
