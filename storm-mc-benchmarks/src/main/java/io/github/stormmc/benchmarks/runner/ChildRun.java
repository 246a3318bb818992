package io.github.stormmc.benchmarks.runner;

import io.github.stormmc.benchmarks.common.FlatJson;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Starts one harness JVM with one engine's classpath, waits for it (with a time limit), and returns its RESULT
 * line. Each child gets its own temporary directory (Storm's local mode leaves files there); output goes to a log.
 */
final class ChildRun {

    static final String STORM_MAIN = "io.github.stormmc.benchmarks.harness.BenchmarkMain";
    /** The harness's main on Flink, in storm-mc-flink-bench (on the Flink engine's classpath only). */
    static final String FLINK_MAIN = "io.github.stormmc.benchmarks.flink.FlinkBenchmarkMain";

    private final String java;
    private final List<String> jvmOpts;
    /** Options of one engine's children only, after {@link #jvmOpts} (Storm-MC's class-data archive). */
    private final Map<String, List<String>> engineJvmOpts;
    private final String benchJar;
    private final Path logDir;

    ChildRun(String java, List<String> jvmOpts, Map<String, List<String>> engineJvmOpts, String benchJar,
            Path logDir) {
        this.java = java;
        this.jvmOpts = jvmOpts;
        this.engineJvmOpts = engineJvmOpts;
        this.benchJar = benchJar;
        this.logDir = logDir;
    }

    /** The parsed RESULT line, or a map with only "status" (and "error") when the child failed. */
    Map<String, String> run(RunSpec spec, String engineClasspath, List<String> harnessArgs, long timeoutSecs,
            int sequence) throws IOException, InterruptedException {
        Path tmp = Files.createTempDirectory("storm-mc-bench-");
        Path log = logDir.resolve(String.format("%04d-%s-%s-%s-p%d-%s.log", sequence, spec.engine(),
                spec.topology(), spec.variant(), spec.parallelism(), spec.mode()));
        List<String> command = new ArrayList<>();
        command.add(java);
        command.addAll(jvmOpts);
        if (!spec.withoutEngineJvmOpts()) {
            command.addAll(engineJvmOpts.getOrDefault(spec.engine(), List.of()));
        }
        command.addAll(spec.jvmOpts());
        command.add("-Djava.io.tmpdir=" + tmp);
        String repo = System.getProperty("stormmc.repo");
        if (repo != null) {
            // Children run in their temporary directory; the repository locates ../shared/data for them.
            command.add("-Dstormmc.repo=" + repo);
        }
        command.add("-Dlog4j2.configurationFile=io/github/stormmc/benchmarks/bench-log4j2.xml");
        command.add("-cp");
        command.add(benchJar + ":" + engineClasspath);
        command.add(spec.engine().equals(Summary.FLINK) ? FLINK_MAIN : STORM_MAIN);
        command.addAll(harnessArgs);
        Process process = new ProcessBuilder(command).directory(tmp.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        try {
            if (!process.waitFor(timeoutSecs, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor();
                return Map.of("status", "timeout", "error", "no result after " + timeoutSecs + " s; see " + log);
            }
            for (String line : Files.readAllLines(log)) {
                if (line.startsWith("RESULT ")) {
                    Map<String, String> result = new java.util.LinkedHashMap<>(FlatJson.parse(line.substring(7)));
                    result.put("status", "ok");
                    return result;
                }
            }
            return Map.of("status", "failed", "error", "exit " + process.exitValue() + " without a result; see " + log);
        } finally {
            deleteTree(tmp);
        }
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            // A leftover temporary directory does not affect results.
        }
    }
}
