package io.github.stormmc.compat;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the compatibility test reads and writes. Maven passes the locations as system properties; when they are
 * absent (e.g. a run from an IDE) they are derived by walking up from the working directory to the repository root,
 * recognised by storm-mc-core/pom.xml next to a pom.xml.
 */
final class RepoLayout {

    static final String CORE_MODULE = "storm-mc-core";

    private final Path root;

    private RepoLayout(Path root) {
        this.root = root;
    }

    static RepoLayout locate() {
        String configured = System.getProperty("stormmc.repoRoot");
        if (configured != null && !configured.isBlank()) {
            Path root = Path.of(configured).toAbsolutePath().normalize();
            if (!isRoot(root)) {
                throw new IllegalStateException("stormmc.repoRoot=" + configured + " is not the Storm-MC repository root");
            }
            return new RepoLayout(root);
        }
        Path start = Path.of(System.getProperty("user.dir")).toAbsolutePath().normalize();
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            if (isRoot(dir)) {
                return new RepoLayout(dir);
            }
        }
        throw new IllegalStateException("cannot find the Storm-MC repository root above " + start
            + "; set -Dstormmc.repoRoot");
    }

    private static boolean isRoot(Path dir) {
        return Files.isRegularFile(dir.resolve("pom.xml"))
            && Files.isRegularFile(dir.resolve(CORE_MODULE).resolve("pom.xml"));
    }

    Path core() {
        return root.resolve(CORE_MODULE);
    }

    /** The committed lists: read from the source tree so that a rewrite lands where it is committed. */
    Path compatResource(String name) {
        return core().resolve("src/test/resources/compat").resolve(name);
    }

    /** Where Maven's dependency plugin copies the real Apache Storm jars. */
    Path apacheStormJars() {
        String configured = System.getProperty("stormmc.apacheStormJars");
        return configured != null && !configured.isBlank()
            ? Path.of(configured) : core().resolve("target/apache-storm");
    }

    Path coverageReport() {
        return core().resolve("target/compat/api-coverage.md");
    }

    Path compatibilityDoc() {
        return root.resolve("docs/compatibility.md");
    }
}
