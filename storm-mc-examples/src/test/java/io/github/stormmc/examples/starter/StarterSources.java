package io.github.stormmc.examples.starter;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * Finds Apache Storm's storm-starter examples at the release Storm-MC mirrors, to compile and run them unchanged.
 *
 * <p>They are not published on Maven Central and must never be copied into this repository, so they come from a
 * checkout or a git clone of apache/storm on this machine, looked up in this order:
 * <ol>
 *   <li>{@code -Dstormmc.starter.src=DIR}: a directory holding {@code org/apache/storm/starter/...} sources;</li>
 *   <li>{@code $STORM_SOURCE}: a checkout or (bare) git clone of apache/storm;</li>
 *   <li>{@code ../.mirror/apache+storm/repo} beside the repository, or beside the real {@code ../shared} (where the
 *       workplace keeps its snapshot).</li>
 * </ol>
 * A git clone is read at tag {@code v<apache.storm.version>} with {@code git archive}, never at its head.
 */
final class StarterSources {

    static final String STARTER_ROOT = "examples/storm-starter/src/jvm";

    private StarterSources() {
    }

    /** The extracted source root, or empty with {@code why} filled in when no source could be found. */
    static Optional<Path> locate(Path repo, Path workDir, String stormVersion, StringBuilder why) throws Exception {
        String dir = System.getProperty("stormmc.starter.src", "");
        if (!dir.isBlank()) {
            Path root = Path.of(dir);
            if (Files.isDirectory(root.resolve("org/apache/storm/starter"))) {
                return Optional.of(root);
            }
            why.append("-Dstormmc.starter.src=").append(dir).append(" has no org/apache/storm/starter. ");
        }
        List<Path> clones = new ArrayList<>();
        String env = System.getenv("STORM_SOURCE");
        if (env != null && !env.isBlank()) {
            clones.add(Path.of(env));
        }
        clones.add(repo.resolve("../.mirror/apache+storm/repo").normalize());
        Path shared = repo.resolve("../shared");
        if (Files.isDirectory(shared)) { // a clone elsewhere with shared/ linked beside it: look beside the real one
            clones.add(shared.toRealPath().resolve("../.mirror/apache+storm/repo").normalize());
        }
        for (Path clone : clones) {
            if (Files.isDirectory(clone.resolve(STARTER_ROOT)) && !Files.exists(clone.resolve(".git"))) {
                return Optional.of(clone.resolve(STARTER_ROOT)); // a plain source tree, e.g. an unpacked release
            }
            if (Files.isDirectory(clone)) {
                Path out = workDir.resolve("starter-src-" + stormVersion);
                if (Files.isDirectory(out.resolve(STARTER_ROOT))) {
                    return Optional.of(out.resolve(STARTER_ROOT));
                }
                if (extract(clone, "v" + stormVersion, out, why)) {
                    return Optional.of(out.resolve(STARTER_ROOT));
                }
            }
        }
        why.append("storm-starter sources not found: set -Dstormmc.starter.src=DIR or STORM_SOURCE=<apache/storm clone>"
            + " (looked in ").append(clones).append(")");
        return Optional.empty();
    }

    private static boolean extract(Path clone, String tag, Path out, StringBuilder why) throws Exception {
        Path tmp = Files.createDirectories(out.resolveSibling(out.getFileName() + ".tmp"));
        Path tar = tmp.resolve("starter.tar");
        Process archive = new ProcessBuilder("git", "--git-dir", gitDir(clone).toString(), "archive", "-o",
            tar.toString(), tag, STARTER_ROOT).redirectErrorStream(true).start();
        String output = new String(archive.getInputStream().readAllBytes());
        if (!archive.waitFor(120, TimeUnit.SECONDS) || archive.exitValue() != 0) {
            why.append("git archive ").append(tag).append(" in ").append(clone).append(" failed: ")
                .append(output.strip()).append(". ");
            return false;
        }
        Process untar = new ProcessBuilder("tar", "-xf", tar.toString(), "-C", tmp.toString())
            .redirectErrorStream(true).start();
        untar.getInputStream().readAllBytes();
        if (!untar.waitFor(120, TimeUnit.SECONDS) || untar.exitValue() != 0) {
            why.append("tar could not unpack ").append(tar).append(". ");
            return false;
        }
        Files.delete(tar);
        Files.move(tmp, out); // atomic publish: a half-extracted tree is never mistaken for a complete one
        return true;
    }

    private static Path gitDir(Path clone) throws IOException {
        Path dotGit = clone.resolve(".git");
        return Files.isDirectory(dotGit) ? dotGit : clone;
    }
}
