package io.github.stormmc.benchmarks.it;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.benchmarks.common.DataFiles;
import io.github.stormmc.benchmarks.common.FlatJson;
import io.github.stormmc.benchmarks.enron.EnronConverter;
import io.github.stormmc.benchmarks.wordcount.WordSplitter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The packaged benchmark jar, run by the harness in a child JVM on Storm-MC with finite inputs: every topology's
 * end result is checked exactly. (The same jar runs on Apache Storm through bin/storm-mc-bench.)
 */
class FiniteRunsIT {

    private static final Path REPO = Path.of(System.getProperty("stormmc.repo", "..")).toAbsolutePath().normalize();

    private static String stormMcClasspath() throws IOException {
        Path target = REPO.resolve("storm-mc-core/target");
        try (Stream<Path> jars = Files.list(target)) {
            Path core = jars.filter(p -> p.getFileName().toString().matches("storm-mc-core-.*\\.jar")
                    && !p.getFileName().toString().matches(".*-(sources|javadoc|tests)\\.jar")).findFirst()
                    .orElseThrow(() -> new IllegalStateException("no storm-mc-core jar in " + target
                            + ": build storm-mc-core first"));
            return core + ":" + target.resolve("lib") + "/*";
        }
    }

    private static Map<String, String> run(Path workDir, String... args) throws Exception {
        String benchJar = System.getProperty("stormmc.bench.jar");
        assertNotNull(benchJar, "stormmc.bench.jar is set by the failsafe configuration");
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx1g",
                "-Dstormmc.repo=" + REPO, "-Djava.io.tmpdir=" + workDir,
                "-Dlog4j2.configurationFile=io/github/stormmc/benchmarks/bench-log4j2.xml",
                "-cp", benchJar + ":" + stormMcClasspath(), "io.github.stormmc.benchmarks.harness.BenchmarkMain"));
        command.addAll(List.of(args));
        Path log = workDir.resolve("harness.log");
        Process p = new ProcessBuilder(command).directory(workDir.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "harness did not finish within 120 s");
        String output = Files.readString(log);
        for (String line : output.split("\n")) {
            if (line.startsWith("RESULT ")) {
                return FlatJson.parse(line.substring(7));
            }
        }
        throw new AssertionError("no RESULT line; harness output:\n" + output);
    }

    @Test
    void wordCountCountsEveryWordExactly(@TempDir Path dir) throws Exception {
        Path text = DataFiles.findOrNull(DataFiles.WORDCOUNT_FILE, null);
        if (text == null) { // a clone with no shared data: a generated text of the same shape in its place
            text = Files.createDirectories(dir.resolve("data")).resolve(DataFiles.WORDCOUNT_FILE);
            List<String> lines = new ArrayList<>();
            for (int i = 0; i < 2_000; i++) {
                lines.add(i % 7 == 0 ? "" : "  it was the best of times " + (i % 97) + "\tit was the worst of times");
            }
            Files.write(text, lines, StandardCharsets.UTF_8);
        }
        List<String> lines = Files.readAllLines(text, StandardCharsets.UTF_8);
        Map<String, Integer> expected = new TreeMap<>();
        long words = 0;
        for (String line : lines) {
            words += WordSplitter.split(line).size();
            WordSplitter.forEachWord(line, w -> expected.merge(w, 1, Integer::sum));
        }
        Path dump = dir.resolve("counts.tsv");
        Map<String, String> r = run(dir, "--topology", "wordcount", "--parallelism", "3", "--finite",
                "--data-dir", text.getParent().toString(), "--dump-counts", dump.toString());
        assertEquals("storm-mc", r.get("engine"));
        assertEquals(String.valueOf(lines.size()), r.get("total.spout"));
        assertEquals(String.valueOf(lines.size()), r.get("total.split"));
        assertEquals(String.valueOf(words), r.get("total.count"));
        assertEquals("1", r.get("max_tasks_per_word"), "fields grouping sends a word to one task only");
        Map<String, Integer> actual = new TreeMap<>();
        for (String line : Files.readAllLines(dump, StandardCharsets.UTF_8)) {
            int tab = line.lastIndexOf('\t');
            actual.put(line.substring(0, tab), Integer.parseInt(line.substring(tab + 1)));
        }
        assertEquals(expected, actual);
    }

    @Test
    void theTwoHopProbeTimesBothItsFirstHopAndTheWholePath(@TempDir Path dir) throws Exception {
        Map<String, String> r = run(dir, "--topology", "twohop", "--rate", "2000", "--warmup", "1", "--measure", "2");
        long timed = Long.parseLong(r.get("lat_count"));
        assertTrue(timed > 0, "the sink timed the measured window's tuples: " + r);
        assertNotNull(r.get("lat_hop1_p50_us"), "the relay timed the first hop: " + r);
        assertNotNull(r.get("lat_hop1_p99_us"), "the relay timed the first hop: " + r);
    }

    @Test
    void rollingSortWindowsAreSorted(@TempDir Path dir) throws Exception {
        Map<String, String> r = run(dir, "--topology", "rollingsort", "--parallelism", "2", "--finite",
                "--tick-secs", "1", "-c", "bench.rollingsort.finite.count=5000");
        assertEquals("10000", r.get("total.spout"));
        assertEquals("10000", r.get("total.sort"));
        assertTrue(Long.parseLong(r.get("sorts")) >= 2, "each sort task sorted at least once: " + r.get("sorts"));
        assertEquals("0", r.get("unsorted_sorts"));
    }

    @Test
    void enronPipelineKeepsTheEnronSenders(@TempDir Path dir) throws Exception {
        Path archive = DataFiles.enronArchive(null); // the full sample, or the small one committed here
        Path input = dir.resolve("enron.ser.gz");
        assertEquals(4_000, EnronConverter.convert(archive, input, 4_000));
        Map<String, String> r = run(dir, "--topology", "enron", "--parallelism", "2", "--finite",
                "--enron-input", input.toString(), "--interval-secs", "1");
        assertEquals("4000", r.get("total.read"));
        assertEquals("4000", r.get("total.deserialize"));
        assertEquals("4000", r.get("total.filter"));
        // 3,265 of the first 4,000 messages (the full and the small sample start alike; 21,781 of all 28,417) have
        // a From address ending in @enron.com, counted with Python's email package over the archive.
        assertEquals("3265", r.get("total.modify"));
        assertEquals("3265", r.get("total.metrics"));
        assertEquals("3265", r.get("total.serialize"));
        assertEquals("3265", r.get("total.write"));
    }
}
