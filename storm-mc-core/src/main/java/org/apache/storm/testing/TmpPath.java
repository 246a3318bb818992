package org.apache.storm.testing;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.apache.storm.utils.Utils;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A path for a test to create a file or directory at, deleted with everything under it on {@link #close()}. The
 * default is a fresh random name in {@code java.io.tmpdir}; nothing is created until the test does.
 */
public class TmpPath implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(TmpPath.class);
    private final File path;

    public TmpPath() {
        this(localTempPath());
    }

    public TmpPath(String path) {
        this.path = new File(path);
    }

    /** A random, unused path in the temporary directory. */
    public static String localTempPath() {
        return new File(System.getProperty("java.io.tmpdir"), Utils.uuid()).getPath();
    }

    public String getPath() {
        return path.getAbsolutePath();
    }

    public File getFile() {
        return path;
    }

    /** Deletes the path and everything under it, if it exists; a failure is logged, not thrown. */
    @Override
    public void close() {
        if (!path.exists()) {
            return;
        }
        try (Stream<Path> tree = Files.walk(path.toPath())) {
            for (Path p : tree.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            LOG.info("Could not delete {}: {}", path, e.getMessage());
        }
    }
}
