package io.github.stormmc.worker;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;

/**
 * A worker's code and pid directories, made on first use. Storm's worker has both before any task runs; here they
 * exist once something asks for them ({@code getCodeDir()}, {@code getPIDDir()}: multilang components, user code),
 * so the many topologies that never do leave nothing in the temporary directory, even when their JVM ends without
 * closing them (a halt, {@code System.exit} without {@code LocalCluster.close()}).
 *
 * <p>The root's name is chosen up front (contexts carry the paths as strings) and created with
 * {@code createDirectory}, owner-only, which fails rather than adopt a directory someone else made under that name;
 * so the name need not be unguessable, and no {@code SecureRandom} is seeded on the way to the first tuple.
 */
public final class WorkerDirectories implements AutoCloseable {
    /** Code and pid directory paths of the open workers, to their owner; looked up by the contexts' getters. */
    private static final Map<String, WorkerDirectories> BY_PATH = new ConcurrentHashMap<>();

    private final String topologyName;
    private final Path root;
    private final String codeDir;
    private final String pidDir;
    /** Guarded by this. */
    private boolean created;
    /** Guarded by this. */
    private boolean closed;

    WorkerDirectories(String topologyId, String topologyName) {
        this.topologyName = topologyName;
        Path tmp = Path.of(System.getProperty("java.io.tmpdir"));
        this.root = tmp.resolve("stormmc-" + topologyId + "-" + Long.toUnsignedString(ThreadLocalRandom.current().nextLong()));
        this.codeDir = root.resolve("code").toString();
        this.pidDir = root.resolve("pids").toString();
        BY_PATH.put(codeDir, this);
        BY_PATH.put(pidDir, this);
    }

    String codeDir() {
        return codeDir;
    }

    String pidDir() {
        return pidDir;
    }

    /**
     * Returns {@code dir}, first creating it if it is an open worker's code or pid directory not made yet; any other
     * path (a context built by user code or tests) is returned as it is.
     */
    public static String existing(String dir) {
        WorkerDirectories owner = dir == null ? null : BY_PATH.get(dir);
        if (owner != null) {
            owner.create();
        }
        return dir;
    }

    private synchronized void create() {
        if (created || closed) {
            return;
        }
        try {
            if (FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
                Files.createDirectory(root, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            } else {
                Files.createDirectory(root);
            }
            Files.createDirectory(Path.of(codeDir));
            Files.createDirectory(Path.of(pidDir));
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot create the worker directories of topology " + topologyName
                + " under " + root, e);
        }
        created = true;
    }

    /** Forgets the paths and removes the directories, if made. */
    @Override
    public synchronized void close() {
        closed = true;
        BY_PATH.remove(codeDir, this);
        BY_PATH.remove(pidDir, this);
        if (!created) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // best effort: a leftover temporary directory is harmless
        }
    }
}
