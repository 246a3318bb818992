package io.github.stormmc.control;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.nio.file.attribute.UserPrincipal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The directory of run files, {@code ~/.storm-mc/run} unless {@code -Dstormmc.run.dir} or {@code STORM_MC_RUN_DIR}
 * names another. It is 0700 and each file 0600 from the moment it exists (created with those permissions, then
 * renamed into place), so another OS user never sees a token, not even while a file is being written.
 */
public final class RunDirectory {
    public static final String PROPERTY = "stormmc.run.dir";
    public static final String ENV = "STORM_MC_RUN_DIR";
    static final Set<PosixFilePermission> DIR_MODE = PosixFilePermissions.fromString("rwx------");
    static final Set<PosixFilePermission> FILE_MODE = PosixFilePermissions.fromString("rw-------");

    private final Path dir;

    public RunDirectory(Path dir) {
        this.dir = dir;
    }

    /** The directory this process uses: the property, else the environment variable, else the home default. */
    public static RunDirectory configured() {
        String dir = System.getProperty(PROPERTY);
        if (dir == null || dir.isBlank()) {
            dir = System.getenv(ENV);
        }
        if (dir == null || dir.isBlank()) {
            return new RunDirectory(Paths.get(System.getProperty("user.home"), ".storm-mc", "run"));
        }
        return new RunDirectory(Paths.get(dir));
    }

    public Path path() {
        return dir;
    }

    /** Writes this JVM's run file for the server at {@code url} (one file per server: pid and port name it). */
    public RunFile publish(String url, int port, String token, long startMillis) throws IOException {
        ensureDirectory();
        long pid = ProcessHandle.current().pid();
        Path target = dir.resolve(pid + "-" + port + ".json");
        Path tmp = dir.resolve("." + pid + "-" + port + ".tmp");
        RunFile file = new RunFile(pid, url, token, startMillis, target);
        Files.deleteIfExists(tmp);
        FileAttribute<Set<PosixFilePermission>> ownerOnly = PosixFilePermissions.asFileAttribute(FILE_MODE);
        Files.write(Files.createFile(tmp, ownerOnly), file.toJson().getBytes(StandardCharsets.UTF_8),
            StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING);
        try {
            Files.move(tmp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING);
        }
        return file;
    }

    /**
     * The run files of live JVMs, oldest first. Files of JVMs that have died (killed with SIGKILL, say) are deleted;
     * files this user does not own, or that others could read, are ignored: their tokens cannot be trusted.
     */
    public List<RunFile> live() {
        List<RunFile> result = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return result;
        }
        UserPrincipal me;
        try {
            me = Files.getOwner(dir);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try (DirectoryStream<Path> files = Files.newDirectoryStream(dir, "*.json")) {
            for (Path f : files) {
                RunFile run;
                try {
                    if (!Files.isRegularFile(f, LinkOption.NOFOLLOW_LINKS) || !Files.getOwner(f).equals(me)
                        || !FILE_MODE.containsAll(Files.getPosixFilePermissions(f))) {
                        continue;
                    }
                    run = RunFile.read(f);
                } catch (IOException | IllegalArgumentException e) {
                    continue; // gone meanwhile, or not ours to read
                }
                if (run.alive()) {
                    result.add(run);
                } else {
                    deleteQuietly(f);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        result.sort(Comparator.comparingLong(RunFile::startMillis).thenComparingLong(RunFile::pid));
        return result;
    }

    /** Deletes a run file if it is still there. */
    public static void deleteQuietly(Path file) {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            // a stale file is removed by the next reader that finds its pid dead
        }
    }

    /** Creates the directory 0700, or checks that an existing one is this user's and tightens it to 0700. */
    private void ensureDirectory() throws IOException {
        try {
            Files.createDirectories(dir.getParent());
            Files.createDirectory(dir, PosixFilePermissions.asFileAttribute(DIR_MODE));
        } catch (FileAlreadyExistsException e) {
            // checked below
        }
        String me = System.getProperty("user.name");
        UserPrincipal owner = Files.getOwner(dir, LinkOption.NOFOLLOW_LINKS);
        if (!Files.isDirectory(dir, LinkOption.NOFOLLOW_LINKS) || !owner.getName().equals(me)) {
            throw new IOException("run directory " + dir + " is not a directory owned by " + me);
        }
        if (!Files.getPosixFilePermissions(dir).equals(DIR_MODE)) {
            Files.setPosixFilePermissions(dir, DIR_MODE);
        }
    }
}
