package io.github.stormmc.multilang;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLConnection;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.util.Enumeration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The working directory of multilang subprocesses: as Storm extracts the topology jar's {@code resources/} directory
 * into the worker's code directory, every {@code resources/} directory on the classpath (from a jar or a directory;
 * the first one to hold a file wins) and in the jar named by {@code storm.jar} is copied once per code directory to
 * {@code <codeDir>/resources}.
 */
public final class ResourcesDir {
    static final String RESOURCES = "resources";
    private static final Logger LOG = LoggerFactory.getLogger(ResourcesDir.class);
    private static final Map<Path, Path> PREPARED = new ConcurrentHashMap<>();

    private ResourcesDir() {
    }

    /** {@code <codeDir>/resources}, filled on the first call for this code directory; later calls just return it. */
    public static Path prepare(String codeDir) {
        Path code = Paths.get(codeDir).toAbsolutePath().normalize();
        // computeIfAbsent runs the copy once per code dir; concurrent callers wait for it
        return PREPARED.computeIfAbsent(code, ResourcesDir::extract);
    }

    private static Path extract(Path codeDir) {
        Path target = codeDir.resolve(RESOURCES);
        try {
            Files.createDirectories(target);
            int files = 0;
            ClassLoader loader = Thread.currentThread().getContextClassLoader();
            if (loader == null) {
                loader = ResourcesDir.class.getClassLoader();
            }
            Enumeration<URL> found = loader.getResources(RESOURCES);
            while (found.hasMoreElements()) {
                files += copyFrom(found.nextElement(), target);
            }
            String stormJar = System.getProperty("storm.jar");
            if (stormJar != null && Files.isRegularFile(Paths.get(stormJar))) {
                try (JarFile jar = new JarFile(stormJar)) {
                    files += copyJar(jar, target);
                }
            }
            LOG.debug("Multilang resources: {} files copied to {}", files, target);
            return target;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot copy the classpath's resources/ directory to " + target, e);
        }
    }

    private static int copyFrom(URL url, Path target) throws IOException {
        if ("file".equals(url.getProtocol())) {
            try {
                Path dir = Paths.get(url.toURI());
                return Files.isDirectory(dir) ? copyDirectory(dir, target) : 0;
            } catch (URISyntaxException e) {
                throw new IOException("Bad classpath URL " + url, e);
            }
        }
        URLConnection connection = url.openConnection();
        if (connection instanceof JarURLConnection jarConnection) {
            jarConnection.setUseCaches(false);
            try (JarFile jar = jarConnection.getJarFile()) {
                return copyJar(jar, target);
            }
        }
        LOG.warn("Ignoring resources/ at {}: only directories and jars are supported", url);
        return 0;
    }

    private static int copyDirectory(Path source, Path target) throws IOException {
        int[] copied = {0};
        try (Stream<Path> paths = Files.walk(source)) {
            for (Path path : (Iterable<Path>) paths::iterator) {
                Path to = target.resolve(source.relativize(path).toString());
                if (Files.isDirectory(path)) {
                    Files.createDirectories(to);
                } else if (!Files.exists(to)) {
                    // keep the execute bit, so scripts run directly as on a supervisor's extracted directory
                    Files.copy(path, to, StandardCopyOption.COPY_ATTRIBUTES);
                    copied[0]++;
                }
            }
        }
        return copied[0];
    }

    private static int copyJar(JarFile jar, Path target) throws IOException {
        int copied = 0;
        String prefix = RESOURCES + "/";
        Enumeration<JarEntry> entries = jar.entries();
        while (entries.hasMoreElements()) {
            JarEntry entry = entries.nextElement();
            if (!entry.getName().startsWith(prefix) || entry.getName().length() == prefix.length()) {
                continue;
            }
            Path to = target.resolve(entry.getName().substring(prefix.length())).normalize();
            if (!to.startsWith(target)) {
                throw new IOException("Jar entry " + entry.getName() + " of " + jar.getName()
                    + " points outside the resources directory");
            }
            if (entry.isDirectory()) {
                Files.createDirectories(to);
            } else if (!Files.exists(to)) {
                Files.createDirectories(to.getParent());
                try (InputStream in = jar.getInputStream(entry)) {
                    Files.copy(in, to);
                    copied++;
                } catch (FileAlreadyExistsException e) {
                    // an earlier source already provided it: the first one wins
                }
            }
        }
        return copied;
    }
}
