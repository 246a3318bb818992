package io.github.stormmc.dist;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;
import org.junit.jupiter.api.io.TempDir;

/**
 * Unpacks the release tarball into a temporary directory and runs it as a user with only a Java runtime would:
 * PATH is a directory of links to java, bash and the few utilities the script uses (no mvn), the working directory
 * is outside the release, and the environment is otherwise empty.
 */
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class ReleaseIT {

    private static final Path REPO = Paths.get(System.getProperty("stormmc.repo", "..")).toAbsolutePath().normalize();
    private static final Path TARBALL = Paths.get(System.getProperty("stormmc.release.tarball"));
    private static final String VERSION = System.getProperty("stormmc.version");
    private static final String WORDCOUNT = "io.github.stormmc.examples.WordCountTopology";
    /** What bin/storm-mc and bin/lib/prelude.sh run, besides bash builtins; chrt is optional (thread policy). */
    private static final List<String> TOOLS = List.of("bash", "readlink", "dirname", "sed", "head", "ls", "cksum",
            "cut", "mkdir", "id", "mv", "rm", "grep", "chrt", "awk");
    /** The closing progress line: totals and average rates over the whole run. */
    private static final Pattern WHOLE_RUN = Pattern.compile(
            "\\[\\d\\d:\\d\\d:\\d\\d] (\\S+)  whole run \\S+ s: spout (\\S+) emitted, \\S+/s"
                    + " \\| split (\\S+) exec, \\S+/s; \\S+ emitted, \\S+/s"
                    + " \\| count (\\S+) exec, \\S+/s(?:; \\S+ emitted, \\S+/s)? \\| acked \\S+ failed 0 errors 0");

    @TempDir
    static Path tmp;
    static Path release;
    static Path pathDir;
    static Path workDir;
    static Path tmpDir;

    record Result(int exitCode, String stdout, String stderr) {
        String describe() {
            return "exit " + exitCode + "\n--- stdout ---\n" + stdout + "\n--- stderr ---\n" + stderr;
        }

        List<String> lines() {
            return stdout.lines().toList();
        }
    }

    @BeforeAll
    static void unpackAndBuildAPathWithoutMaven() throws Exception {
        Path unpacked = Files.createDirectories(tmp.resolve("unpacked"));
        Process tar = new ProcessBuilder("tar", "xzf", TARBALL.toString(), "-C", unpacked.toString())
                .inheritIO().start();
        assertEquals(0, tar.waitFor(), "tar xzf " + TARBALL);
        try (Stream<Path> top = Files.list(unpacked)) {
            assertEquals(List.of(unpacked.resolve("storm-mc-" + VERSION)), top.toList(), "one top directory");
        }
        release = unpacked.resolve("storm-mc-" + VERSION);

        pathDir = Files.createDirectories(tmp.resolve("path"));
        Files.createSymbolicLink(pathDir.resolve("java"), Paths.get(System.getProperty("java.home"), "bin", "java"));
        for (String tool : TOOLS) {
            for (String dir : List.of("/usr/bin", "/bin", "/usr/sbin", "/sbin")) {
                Path found = Paths.get(dir, tool);
                if (Files.isExecutable(found)) {
                    Files.createSymbolicLink(pathDir.resolve(tool), found);
                    break;
                }
            }
        }
        workDir = Files.createDirectories(tmp.resolve("work"));
        tmpDir = Files.createDirectories(tmp.resolve("tmpdir"));
    }

    private static Result run(Map<String, String> extraEnv, String... command) throws Exception {
        ProcessBuilder pb = new ProcessBuilder(command).directory(workDir.toFile());
        pb.environment().clear();
        pb.environment().put("PATH", pathDir.toString());
        pb.environment().put("HOME", tmp.toString());
        pb.environment().put("TMPDIR", tmpDir.toString());
        pb.environment().putAll(extraEnv);
        Path out = Files.createTempFile(tmp, "out", ".txt");
        Path err = Files.createTempFile(tmp, "err", ".txt");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p = pb.start();
        if (!p.waitFor(90, TimeUnit.SECONDS)) {
            p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        return new Result(p.isAlive() ? -1 : p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                Files.readString(err, StandardCharsets.UTF_8));
    }

    private static String stormMc() {
        return release.resolve("bin/storm-mc").toString();
    }

    private static String examplesJar() {
        return release.resolve("examples/storm-mc-examples-" + VERSION + ".jar").toString();
    }

    private static List<String> fileNames(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(dir)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    /** The closing line's counts must all be above zero, and the run must have stopped at its ttl. */
    private static void assertRanAndStopped(Result r, String topology, int ttl) {
        assertEquals(0, r.exitCode(), r.describe());
        List<String> lines = r.lines();
        assertTrue(lines.size() >= 2, r.describe());
        assertTrue(lines.get(lines.size() - 1).startsWith("Storm-MC stopped (ttl " + ttl + " s reached): cluster closed in "),
                r.describe());
        Matcher whole = WHOLE_RUN.matcher(lines.get(lines.size() - 2));
        assertTrue(whole.matches(), "the closing progress line\n" + r.describe());
        assertEquals(topology, whole.group(1), r.describe());
        for (int g = 2; g <= 4; g++) {
            assertNotEquals("0", whole.group(g), "a component processed nothing\n" + r.describe());
        }
    }

    @Test
    @Order(1)
    void theReleaseHoldsTheLauncherConfigurationJarsAndNoticesAndNoMavenIsOnThePath() throws Exception {
        Result mvn = run(Map.of(), pathDir.resolve("bash").toString(), "-c", "command -v mvn");
        assertEquals(1, mvn.exitCode(), "mvn is reachable: " + mvn.describe());

        assertEquals(List.of("LICENSE", "NOTICE", "README", "bin", "conf", "examples", "lib"), fileNames(release));
        assertEquals(List.of("lib", "storm-mc"), fileNames(release.resolve("bin")));
        assertEquals(List.of("prelude.sh"), fileNames(release.resolve("bin/lib")));
        assertEquals(List.of("storm.yaml"), fileNames(release.resolve("conf")));
        assertEquals(List.of("storm-mc-examples-" + VERSION + ".jar"), fileNames(release.resolve("examples")));
        assertTrue(Files.isExecutable(release.resolve("bin/storm-mc")));
        // lib/: the core jar plus exactly the libraries storm-mc-core copies to its target/lib for the source tree
        TreeSet<String> expected = new TreeSet<>(fileNames(REPO.resolve("storm-mc-core/target/lib")));
        expected.add("storm-mc-core-" + VERSION + ".jar");
        assertEquals(List.copyOf(expected), fileNames(release.resolve("lib")));
        assertEquals(Files.readString(REPO.resolve("conf/storm.yaml")), Files.readString(release.resolve("conf/storm.yaml")));
        // NOTICE names every bundled library by its artifact id
        String notice = Files.readString(release.resolve("NOTICE"));
        List<String> unnamed = fileNames(release.resolve("lib")).stream()
                .map(jar -> jar.replaceFirst("-\\d[^-]*(-SNAPSHOT)?\\.jar$", ""))
                .filter(artifact -> !notice.contains(artifact) && !artifact.equals("storm-mc-core"))
                .collect(Collectors.toList());
        assertEquals(List.of(), unnamed, "libraries NOTICE does not name");

        Result version = run(Map.of(), stormMc(), "version");
        assertEquals(0, version.exitCode(), version.describe());
        assertEquals("Storm-MC " + VERSION, version.lines().get(0), version.describe());
    }

    @Test
    @Order(2)
    void demoRunsThroughASymlinkOnBuiltInSentencesAndKeepsItsClassDataInTheRelease() throws Exception {
        Path links = Files.createDirectories(tmp.resolve("links"));
        Path link = Files.createSymbolicLink(links.resolve("storm-mc"), release.resolve("bin/storm-mc"));
        List<String> libBefore = fileNames(release.resolve("lib"));

        Result r = run(Map.of(), link.toString(), "demo", "--ttl", "3", "--no-status");

        assertRanAndStopped(r, "wordcount", 3);
        assertTrue(r.stderr().contains("using 10 built-in sentences"), r.describe());
        assertTrue(r.lines().get(0).equals("Storm-MC running wordcount for 3 s"), r.describe());
        // class data on by default: its file goes to cds/ beside bin/, nothing into lib/
        assertEquals(1, fileNames(release.resolve("cds")).size(), "cds/: " + fileNames(release.resolve("cds")));
        assertEquals(libBefore, fileNames(release.resolve("lib")));
    }

    @Test
    @Order(3)
    void jarRunsAWordCountAndWritesClassDataUnderTmpdirWhenTheReleaseHasNoRoomForIt() throws Exception {
        // cds/ cannot be made (a file is in its way), as in a release unpacked read-only
        try (Stream<Path> files = Files.list(release.resolve("cds"))) {
            for (Path f : files.toList()) {
                Files.delete(f);
            }
        }
        Files.delete(release.resolve("cds"));
        Files.writeString(release.resolve("cds"), "not a directory\n");
        int uid = (Integer) Files.getAttribute(tmpDir, "unix:uid");

        Result r = run(Map.of(), stormMc(), "jar", examplesJar(), WORDCOUNT, "wc-release", "--ttl", "2",
                "--no-status");

        assertRanAndStopped(r, "wc-release", 2);
        assertEquals(1, fileNames(tmpDir.resolve("storm-mc-" + uid + "/cds")).size(), r.describe());
        Files.delete(release.resolve("cds"));
    }

    @Test
    @Order(4)
    void confStormYamlIsReadAndStormMcConfDirReplacesIt() throws Exception {
        Path a = Files.writeString(tmp.resolve("a.txt"), "alpha beta\n\ngamma\n");
        Path b = Files.writeString(tmp.resolve("b.txt"), "one\ntwo\nthree\n");
        Files.writeString(release.resolve("conf/storm.yaml"), "\nwordcount.input: \"" + a + "\"\n",
                java.nio.file.StandardOpenOption.APPEND);
        Path otherConf = Files.createDirectories(tmp.resolve("other-conf"));
        Files.writeString(otherConf.resolve("storm.yaml"), "wordcount.input: \"" + b + "\"\n");
        Map<String, String> noCds = new HashMap<>(Map.of("STORM_MC_CDS", "0"));
        String[] args = {stormMc(), "jar", examplesJar(), WORDCOUNT, "wc-conf", "--ttl", "1", "--no-status",
            "--no-progress"};

        Result fromRelease = run(noCds, args);
        assertEquals(0, fromRelease.exitCode(), fromRelease.describe());
        assertTrue(fromRelease.stderr().contains("LineSpout reading " + a + " (2 non-blank lines, looped)"),
                fromRelease.describe());

        noCds.put("STORM_MC_CONF_DIR", otherConf.toString());
        Result fromConfDir = run(noCds, args);
        assertEquals(0, fromConfDir.exitCode(), fromConfDir.describe());
        assertTrue(fromConfDir.stderr().contains("LineSpout reading " + b + " (3 non-blank lines, looped)"),
                fromConfDir.describe());

        // -c on the command line wins over storm.yaml, as with Storm
        List<String> withOverride = new ArrayList<>(List.of(args));
        withOverride.addAll(List.of("-c", "wordcount.input=" + a));
        Result overridden = run(noCds, withOverride.toArray(String[]::new));
        assertEquals(0, overridden.exitCode(), overridden.describe());
        assertTrue(overridden.stderr().contains("LineSpout reading " + a + " (2 non-blank lines, looped)"),
                overridden.describe());
    }

    @Test
    @Order(5)
    void workerChildoptsOfStormYamlApplyToTheJvmAsASupervisorWouldApplyThem() throws Exception {
        Path conf = Files.createDirectories(tmp.resolve("childopts-conf"));
        Files.writeString(conf.resolve("storm.yaml"), "worker.heap.memory.mb: 300\n"
                + "worker.childopts: \"-Xmx%HEAP-MEM%m -XX:+PrintCommandLineFlags\"\n");
        Map<String, String> env = new HashMap<>(Map.of("STORM_MC_CDS", "0", "STORM_MC_CONF_DIR", conf.toString()));
        Result r = run(env, stormMc(), "jar", examplesJar(), WORDCOUNT, "wc-childopts", "--ttl", "1", "--no-status",
                "--no-progress", "-c", "topology.worker.childopts=-Xmx64m");
        assertEquals(0, r.exitCode(), r.describe());
        // %HEAP-MEM% became 300: a 300 MB heap, printed by the option the same line added
        assertTrue(r.stdout().contains("-XX:MaxHeapSize=314572800"), r.describe());
        // applied from storm.yaml: no warning; set with -c, so not applied: one warning naming --jvm-opts
        String all = r.stdout() + r.stderr();
        assertFalse(all.contains("Config worker.childopts="), r.describe());
        assertFalse(all.contains("Config worker.heap.memory.mb="), r.describe());
        assertEquals(1, all.lines().filter(l -> l.contains("Config topology.worker.childopts=-Xmx64m is not applied:"
                + " Storm-MC runs every topology in this JVM: pass JVM options with bin/storm-mc --jvm-opts")).count(),
                r.describe());
    }
}
