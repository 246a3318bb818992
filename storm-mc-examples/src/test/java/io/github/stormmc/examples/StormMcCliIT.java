package io.github.stormmc.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs bin/storm-mc as a user would, on the packaged examples jar. */
class StormMcCliIT {

    private static final Path REPO = Paths.get(System.getProperty("stormmc.repo", "..")).toAbsolutePath().normalize();
    private static final String EXAMPLES_JAR = System.getProperty("stormmc.examples.jar");
    private static final Pattern JAVA_VERSION = Pattern.compile("^JAVA_VERSION=\"(\\d+)");
    private static final Pattern WC_PROGRESS = Pattern.compile(
            "\\[\\d\\d:\\d\\d:\\d\\d] wc  spout (\\S+) emitted \\| split (\\S+) exec, \\S+ emitted"
                    + " \\| count (\\S+) exec(, \\S+ emitted)? \\| acked \\S+ failed \\S+ errors \\S+");
    /** The closing line: totals and average rates over the whole run. */
    private static final Pattern WC_WHOLE_RUN = Pattern.compile(
            "\\[\\d\\d:\\d\\d:\\d\\d] wc  whole run (\\S+) s: spout (\\S+) emitted, \\S+/s"
                    + " \\| split \\S+ exec, \\S+/s; \\S+ emitted, \\S+/s"
                    + " \\| count (\\S+) exec, (\\S+/s)(; \\S+ emitted, \\S+/s)? \\| acked \\S+ failed \\S+ errors \\S+");

    record Result(int exitCode, String stdout, String stderr) {
        String describe() {
            return "exit " + exitCode + "\n--- stdout ---\n" + stdout + "\n--- stderr ---\n" + stderr;
        }
    }

    private static Result stormMc(String... args) throws Exception {
        return stormMc(java.util.Map.of(), args);
    }

    private static Result stormMc(java.util.Map<String, String> env, String... args) throws Exception {
        List<String> command = new ArrayList<>();
        command.add(REPO.resolve("bin/storm-mc").toString());
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(REPO.toFile());
        // The reactor has built the jars already; a rebuild from inside the build would be wrong.
        pb.environment().put("STORM_MC_NO_BUILD", "1");
        // no class-data files unless a test asks (the launcher writes one by default)
        pb.environment().put("STORM_MC_CDS", "0");
        pb.environment().putAll(env);
        Process p = pb.start();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Thread outPump = StreamPump.start(p.getInputStream(), out);
        Thread errPump = StreamPump.start(p.getErrorStream(), err);
        if (!p.waitFor(120, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            p.waitFor(10, TimeUnit.SECONDS);
        }
        outPump.join(10_000);
        errPump.join(10_000);
        int code = p.isAlive() ? -1 : p.exitValue();
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }


    @Test
    void checkFindsNothingMissingInTheExamplesJar() throws Exception {
        Result r = stormMc("check", EXAMPLES_JAR);
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.stdout().contains("\nMissing from Storm-MC: none."), r.describe());
        assertTrue(r.stdout().endsWith("Result: OK, it links on Storm-MC." + System.lineSeparator()), r.describe());
    }

    @Test
    void wordCountRunsForItsTtlReportsProgressAndStops() throws Exception {
        Result r = stormMc("jar", EXAMPLES_JAR, "io.github.stormmc.examples.WordCountTopology", "wc", "--ttl", "4");
        assertEquals(0, r.exitCode(), r.describe());
        List<String> lines = r.stdout().lines().toList();
        // The closing line covers the whole run up to the ttl (shorter than one progress period): words must have
        // reached the count bolt by then.
        var whole = WC_WHOLE_RUN.matcher(lines.get(lines.size() - 2));
        assertTrue(whole.matches(), "the closing progress line\n" + r.describe());
        assertTrue(!whole.group(3).equals("0") && !whole.group(4).equals("0/s"), "count executed nothing\n"
                + r.describe());
        assertTrue(lines.get(lines.size() - 1).startsWith("Storm-MC stopped (ttl 4 s reached): cluster closed in "),
                r.describe());
    }

    @Test
    void logDirWritesARollingWorkerLogAndKeepsOnlyWarningsOnStderr(@TempDir Path tmp) throws Exception {
        Path logs = tmp.resolve("logs");
        Result r = stormMc("jar", EXAMPLES_JAR, "io.github.stormmc.examples.WordCountTopology", "wc-logs", "--ttl", "1",
            "--no-progress", "--no-status", "--log-dir", logs.toString());
        assertEquals(0, r.exitCode(), r.describe());
        Path workerLog = logs.resolve("worker.log");
        assertTrue(Files.isRegularFile(workerLog), r.describe());
        String logged = Files.readString(workerLog);
        assertTrue(logged.contains("Topology 'wc-logs' (wc-logs-"), logged);
        assertTrue(logged.contains(" [INFO] "), logged);
        assertTrue(r.stderr().lines().noneMatch(l -> l.contains(" INFO ")), "INFO lines went to stderr\n" + r.describe());
        // the JVM's GC log goes there too, as Storm's worker.childopts put it in the worker's directory
        assertTrue(Files.readString(logs.resolve("gc.log")).contains("Using "), r.describe());
    }

    @Test
    void sigtermStopsARunWithoutTtlCleanly() throws Exception {
        List<String> command = List.of(REPO.resolve("bin/storm-mc").toString(), "jar", EXAMPLES_JAR,
            "io.github.stormmc.examples.WordCountTopology", "wc", "--progress-secs", "1");
        ProcessBuilder pb = new ProcessBuilder(command).directory(REPO.toFile());
        pb.environment().put("STORM_MC_NO_BUILD", "1");
        pb.environment().put("STORM_MC_CDS", "0");
        Process p = pb.start();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Thread errPump = StreamPump.start(p.getErrorStream(), err);
        java.io.BufferedReader stdout = new java.io.BufferedReader(
            new java.io.InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
        List<String> lines = new ArrayList<>();
        String line;
        while ((line = stdout.readLine()) != null) { // bin/storm-mc execs java, so p is the JVM itself
            lines.add(line);
            if (WC_PROGRESS.matcher(line).find() && lines.stream().filter(l -> WC_PROGRESS.matcher(l).find()).count() == 1) {
                // SIGTERM as a user's kill or a service manager sends it (Process.destroy would close our pipes)
                new ProcessBuilder("kill", "-TERM", Long.toString(p.pid())).start().waitFor();
            }
        }
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), String.join("\n", lines));
        errPump.join(10_000);
        assertEquals(143, p.exitValue(), String.join("\n", lines)); // 128 + SIGTERM, after the shutdown hook ran
        assertTrue(lines.get(lines.size() - 1).startsWith("Storm-MC stopped (signalled): cluster closed in "),
            String.join("\n", lines) + "\n" + err.toString(StandardCharsets.UTF_8));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("Topology 'wc'"), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void configPairsAfterTheMainClassReachTheTopology(@TempDir Path tmp) throws Exception {
        Path input = Files.writeString(tmp.resolve("input, with comma.txt"), "one two\n\nthree\n");
        Result r = stormMc("jar", EXAMPLES_JAR, "io.github.stormmc.examples.WordCountTopology", "wc-conf",
                "-c", "wordcount.input=" + input, "--ttl", "3", "--no-progress");
        assertEquals(0, r.exitCode(), r.describe());
        assertTrue(r.stderr().contains("LineSpout reading " + input + " (2 non-blank lines, looped)"), r.describe());
        assertTrue(r.stdout().lines().noneMatch(l -> l.startsWith("[")), "--no-progress printed progress\n"
                + r.describe());
    }

    /**
     * By default (STORM_MC_CDS unset) the first run of a classpath records its class list, the next one dumps a static
     * CDS archive from it with a JVM of its own and loads its classes from it, and STORM_MC_CDS=0 turns it off. On the
     * build's own JDK, 17 here (on Java 21-24 a dynamic archive, on Java 25 and later the AOT cache, covered below).
     * Not a dynamic archive before Java 21: one written as a busy JVM exits keeps the methods then queued for
     * compilation marked as queued, and they never get compiled afterwards (JDK-8306460; bin/lib/prelude.sh).
     */
    @Test
    void aSecondRunLoadsItsClassesFromTheArchiveDumpedFromTheFirstRunsClassList(@TempDir Path tmp) throws Exception {
        Assumptions.assumeTrue(Runtime.version().feature() < 21, "on Java 21 and later the launcher writes the file at exit");
        Path archives = tmp.resolve("cds");
        Path classLog = tmp.resolve("classes.log");
        java.util.Map<String, String> env = new java.util.HashMap<>(java.util.Map.of("STORM_MC_CDS_DIR",
            archives.toString(), "STORM_MC_JVM_OPTS", "-Xlog:class+load=info:file=" + classLog));
        env.put("STORM_MC_CDS", ""); // unset: the launcher's default
        String[] args = {"jar", EXAMPLES_JAR, "io.github.stormmc.examples.WordCountTopology", "wc-cds", "--ttl", "2",
            "--no-progress"};
        Result first = stormMc(env, args);
        assertEquals(0, first.exitCode(), first.describe());
        List<Path> lists = filesEndingWith(archives, ".classlist");
        assertEquals(1, lists.size(), "class lists after the first run: " + lists);
        assertEquals(List.of(), filesEndingWith(archives, ".jsa"), "an archive written by the first run itself");
        assertTrue(Files.readAllLines(lists.get(0)).contains("io/github/stormmc/worker/Worker"),
            "the class list names the engine's classes");
        assertEquals(0, cachedStormMcClasses(classLog), "the first run had no archive to load from");

        Result second = stormMc(env, args);
        assertEquals(0, second.exitCode(), second.describe());
        List<Path> written = filesEndingWith(archives, ".jsa");
        assertEquals(1, written.size(), "archives after the second run: " + written);
        assertTrue(cachedStormMcClasses(classLog) > 100, "Storm-MC classes loaded from the archive: "
            + cachedStormMcClasses(classLog));
        assertTrue(second.stdout().lines().noneMatch(l -> l.contains("[cds]") || l.contains("hared archive")),
            "the dump's own output reached the user\n" + second.describe());
        Result third = stormMc(env, args);
        assertEquals(0, third.exitCode(), third.describe());
        assertEquals(written, filesEndingWith(archives, ".jsa"));
        assertTrue(cachedStormMcClasses(classLog) > 100, "the third run did not load from the archive");

        env.put("STORM_MC_CDS", "0");
        Result off = stormMc(env, args);
        assertEquals(0, off.exitCode(), off.describe());
        assertEquals(0, cachedStormMcClasses(classLog), "STORM_MC_CDS=0 still used the archive");
    }

    /**
     * On Java 25 and later the launcher keeps an AOT cache by default: the first run of a classpath writes it as the
     * JVM exits, the next run loads its classes from it, and STORM_MC_CDS=0 turns it off. Needs a JDK 25 or later
     * (-Dstormmc.test.java25.home, else the newest under /usr/lib/jvm).
     */
    @Test
    void onJava25ASecondRunLoadsItsClassesFromTheAotCacheTheFirstWrote(@TempDir Path tmp) throws Exception {
        Path javaHome = java25Home();
        Assumptions.assumeTrue(javaHome != null, "no JDK 25 or later here (set -Dstormmc.test.java25.home)");
        Path caches = tmp.resolve("aot");
        Path classLog = tmp.resolve("classes.log");
        java.util.Map<String, String> env = new java.util.HashMap<>(java.util.Map.of("JAVA_HOME", javaHome.toString(),
            "STORM_MC_CDS_DIR", caches.toString()));
        env.put("STORM_MC_CDS", ""); // unset: the launcher's default
        String[] args = {"jar", EXAMPLES_JAR, "io.github.stormmc.examples.WordCountTopology", "wc-aot", "--ttl", "2",
            "--no-progress"};
        Result first = stormMc(env, args);
        assertEquals(0, first.exitCode(), first.describe());
        List<Path> written = filesEndingWith(caches, ".aot");
        assertEquals(1, written.size(), "AOT caches after the first run: " + written + "\n" + first.describe());

        env.put("STORM_MC_JVM_OPTS", "-Xlog:class+load=info:file=" + classLog);
        Result second = stormMc(env, args);
        assertEquals(0, second.exitCode(), second.describe());
        assertTrue(cachedStormMcClasses(classLog) > 100, "Storm-MC classes loaded from the AOT cache: "
            + cachedStormMcClasses(classLog));
        assertTrue(second.stdout().lines().noneMatch(l -> l.contains("AOTCache")), second.describe());
        assertEquals(written, filesEndingWith(caches, ".aot"));

        env.put("STORM_MC_CDS", "0");
        Result off = stormMc(env, args);
        assertEquals(0, off.exitCode(), off.describe());
        assertEquals(0, cachedStormMcClasses(classLog), "STORM_MC_CDS=0 still used the cache");
    }

    private static List<Path> filesEndingWith(Path dir, String suffix) throws Exception {
        try (var files = Files.list(dir)) {
            return files.filter(f -> f.toString().endsWith(suffix)).sorted().toList();
        }
    }

    private static long cachedStormMcClasses(Path classLog) throws Exception {
        return Files.readAllLines(classLog).stream().filter(l -> l.contains("source: shared objects file"))
            .filter(l -> l.contains("io.github.stormmc")).count();
    }

    private static Path java25Home() throws Exception {
        String configured = System.getProperty("stormmc.test.java25.home");
        if (configured != null && !configured.isEmpty()) {
            return Path.of(configured);
        }
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return null;
        }
        Path best = null;
        int bestFeature = 24;
        try (var homes = Files.list(jvms)) {
            for (Path home : homes.toList()) {
                Path release = home.resolve("release");
                if (!Files.isRegularFile(release) || !Files.isExecutable(home.resolve("bin/java"))) {
                    continue;
                }
                for (String line : Files.readAllLines(release)) {
                    var m = JAVA_VERSION.matcher(line);
                    if (m.find() && Integer.parseInt(m.group(1)) > bestFeature) {
                        bestFeature = Integer.parseInt(m.group(1));
                        best = home;
                    }
                }
            }
        }
        return best;
    }

    @Test
    void missingMainClassFailsWithAClearMessage() throws Exception {
        Result r = stormMc("jar", EXAMPLES_JAR, "io.github.stormmc.examples.Nope");
        assertEquals(1, r.exitCode(), r.describe());
        assertTrue(r.stderr().contains("storm-mc: main class io.github.stormmc.examples.Nope not found on the "
                + "classpath"), r.describe());
    }

    @Test
    void versionNamesStormMcTheStormApiAndJava() throws Exception {
        Result r = stormMc("version");
        assertEquals(0, r.exitCode(), r.describe());
        List<String> lines = r.stdout().lines().toList();
        assertEquals("Storm-MC " + System.getProperty("stormmc.version"), lines.get(0));
        assertEquals("Storm API 2.8.2 (drop-in for org.apache.storm:storm-client and storm-server)", lines.get(1));
        assertTrue(lines.get(2).startsWith("Java " + System.getProperty("java.specification.version")),
                r.describe());
    }
}
