package io.github.stormmc.benchmarks.common;

import java.io.FileNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Finds the shared benchmark data directory. It sits next to the repository ({@code ../shared/data}); the runner
 * passes it explicitly, and tests and hand runs find it from the working directory or the repository root.
 */
public final class DataFiles {

    /** System property naming the data directory explicitly. */
    public static final String DATA_DIR_PROPERTY = "stormmc.bench.data";
    /** System property naming the repository root (set by bin/storm-mc-bench and the build). */
    public static final String REPO_PROPERTY = "stormmc.repo";

    public static final String WORDCOUNT_FILE = "A_Tale_of_Two_City.txt";
    public static final String ENRON_ARCHIVE = "enron-sample.tar.gz";
    /**
     * The small Enron sample committed with the repository (storm-mc-benchmarks/data/: the first 4,848 emails of the
     * shared sample, 2.8 MB), so the Enron runs and tests work on a fresh clone; the full sample wins when present.
     */
    public static final String ENRON_SMALL_SAMPLE = "enron-sample-small.tar.gz";

    private DataFiles() {
    }

    /**
     * Directories that may hold the data, most specific first. A directory named explicitly (the argument, else the
     * {@value #DATA_DIR_PROPERTY} property) is the only one searched: pointing it at an empty folder shows what a
     * fresh clone with no {@code ../shared} sees. Otherwise the shared directory is looked for beside the repository.
     */
    public static List<Path> candidateDirs(String explicitDir) {
        Set<Path> dirs = new LinkedHashSet<>();
        String property = System.getProperty(DATA_DIR_PROPERTY);
        if (explicitDir != null && !explicitDir.isBlank()) {
            dirs.add(Path.of(explicitDir));
        } else if (property != null && !property.isBlank()) {
            dirs.add(Path.of(property));
        } else {
            String repo = System.getProperty(REPO_PROPERTY);
            if (repo != null && !repo.isBlank()) {
                dirs.add(Path.of(repo, "..", "shared", "data"));
            }
            Path cwd = Path.of("").toAbsolutePath();
            dirs.add(cwd.resolve("../shared/data"));
            dirs.add(cwd.resolve("../../shared/data"));
        }
        List<Path> result = new ArrayList<>();
        for (Path d : dirs) {
            Path n = d.toAbsolutePath().normalize();
            if (!result.contains(n)) {
                result.add(n);
            }
        }
        return result;
    }

    /** Where bin/storm-mc-bench puts the converted Enron input: storm-mc-benchmarks/target/ of the repository. */
    public static Path defaultEnronInput() {
        String repo = System.getProperty(REPO_PROPERTY);
        Path module = repo != null ? Path.of(repo, "storm-mc-benchmarks") : Path.of("");
        return module.resolve("target").resolve("enron-input.ser.gz").toAbsolutePath().normalize();
    }

    /** The named data file in the first candidate directory holding it. */
    public static Path find(String fileName, String explicitDir) throws FileNotFoundException {
        List<Path> dirs = candidateDirs(explicitDir);
        for (Path d : dirs) {
            Path f = d.resolve(fileName);
            if (Files.isRegularFile(f)) {
                return f;
            }
        }
        throw new FileNotFoundException(missingMessage(fileName, dirs));
    }

    /**
     * The Enron archive to read: the full sample from the shared data directory when there is one, else the small
     * sample committed with the repository.
     */
    public static Path enronArchive(String explicitDir) throws FileNotFoundException {
        Path full = findOrNull(ENRON_ARCHIVE, explicitDir);
        if (full != null) {
            return full;
        }
        for (Path candidate : smallSampleCandidates()) {
            if (Files.isRegularFile(candidate)) {
                return candidate;
            }
        }
        throw new FileNotFoundException(missingMessage(ENRON_ARCHIVE, candidateDirs(explicitDir))
                + "\nThe small sample " + ENRON_SMALL_SAMPLE + " was not found either; looked at "
                + smallSampleCandidates());
    }

    /** Where the committed small sample is: under the repository named by stormmc.repo, or from the working dir. */
    static List<Path> smallSampleCandidates() {
        Set<Path> result = new LinkedHashSet<>();
        String repo = System.getProperty(REPO_PROPERTY);
        if (repo != null && !repo.isBlank()) {
            result.add(Path.of(repo, "storm-mc-benchmarks", "data", ENRON_SMALL_SAMPLE).toAbsolutePath().normalize());
        }
        Path cwd = Path.of("").toAbsolutePath();
        result.add(cwd.resolve("data").resolve(ENRON_SMALL_SAMPLE).normalize()); // the module's own directory
        result.add(cwd.resolve("storm-mc-benchmarks/data").resolve(ENRON_SMALL_SAMPLE).normalize());
        return new ArrayList<>(result);
    }

    /** The named data file, or null when no candidate directory holds it. */
    public static Path findOrNull(String fileName, String explicitDir) {
        for (Path d : candidateDirs(explicitDir)) {
            Path f = d.resolve(fileName);
            if (Files.isRegularFile(f)) {
                return f;
            }
        }
        return null;
    }

    static String missingMessage(String fileName, List<Path> dirs) {
        StringBuilder sb = new StringBuilder("benchmark data file ").append(fileName).append(" not found; looked in:");
        for (Path d : dirs) {
            sb.append("\n  ").append(d);
        }
        sb.append("\nIt belongs in ../shared/data next to the repository; pass --data-dir DIR (or -D")
                .append(DATA_DIR_PROPERTY).append("=DIR) to point elsewhere.");
        return sb.toString();
    }
}
