package io.github.stormmc.flux;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A YAML topology run by Apache's flux-core 2.8.2, unchanged, through {@code bin/storm-mc jar}, as a Storm user runs
 * one with {@code storm jar}: the topology's classes come with {@code --jars}, properties from {@code --filter} and
 * the environment from {@code --env-filter}. The counts it computed are checked exactly.
 */
class FluxTopologyIT {
    private static final Path REPO = Path.of(System.getProperty("stormmc.repo", "..")).toAbsolutePath().normalize();

    /** The sentences of wordcount.yaml, which SplitBolt lower-cases (Flux sets its lowerCase property). */
    private static final List<String> SENTENCES = List.of(
        "The cow jumped over the moon",
        "an apple a day keeps the doctor away",
        "four score and seven years ago",
        "snow white and the seven dwarfs",
        "the quick brown fox jumps over the lazy dog",
        "The early bird catches the worm");

    @Test
    void aYamlTopologyRunsOnStormMcAndCountsEveryWordOnce(@TempDir Path dir) throws Exception {
        Path yaml = copyResource("wordcount.yaml", dir);
        Path properties = dir.resolve("dev.properties");
        Files.writeString(properties, "split.parallelism=2\nlabel=from the filter file\n");
        Path output = dir.resolve("counts.tsv");

        List<String> command = List.of(REPO.resolve("bin/storm-mc").toString(), "jar",
            "--jars", System.getProperty("stormmc.flux.topology.jar"),
            System.getProperty("stormmc.flux.core.jar"), "org.apache.storm.flux.Flux",
            "--ttl", "3", "--no-status", "--filter", properties.toString(), "--env-filter", yaml.toString());
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true)
            .redirectOutput(dir.resolve("run.log").toFile());
        pb.environment().put("FLUX_IT_OUTPUT", output.toString());
        pb.environment().put("STORM_MC_NO_BUILD", "1");
        pb.environment().put("STORM_MC_CDS", "0");
        Process p = pb.start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the run did not end");
        String log = Files.readString(dir.resolve("run.log"));
        assertEquals(0, p.exitValue(), log);

        Map<String, Integer> expected = new TreeMap<>();
        for (String sentence : SENTENCES) {
            for (String word : sentence.toLowerCase().split(" ")) {
                expected.merge(word, 1, Integer::sum);
            }
        }
        List<String> lines = Files.readAllLines(output, StandardCharsets.UTF_8);
        assertEquals("label\tfrom the filter file", lines.get(0), "the topology config Flux built from the YAML");
        Map<String, Integer> counted = new TreeMap<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] f = line.split("\t");
            counted.put(f[0], Integer.parseInt(f[1]));
            assertTrue(f[2].matches("\\[\\d+]"), "fields grouping: one count task per word: " + line);
        }
        assertEquals(expected, counted, log);
        // Flux's own LogInfoBolt (flux-wrappers, inside flux-core's jar) logged every count too.
        assertEquals(41, expected.values().stream().mapToInt(Integer::intValue).sum());
        assertEquals(41, log.lines().filter(l -> l.contains("LogInfoBolt - source: count:")).count(), log);
        assertTrue(log.lines().anyMatch(l -> l.matches("\\[[\\d:]+] flux-wordcount  whole run \\S+ s: sentences 6 "
            + "emitted, \\S+ \\| split 6 exec, .* \\| log 41 exec, \\S+ \\| acked 6 failed 0 errors 0")), log);
    }

    private static Path copyResource(String name, Path dir) throws IOException {
        Path target = dir.resolve(name);
        try (InputStream in = FluxTopologyIT.class.getResourceAsStream("/" + name)) {
            Files.copy(in, target);
        }
        return target;
    }
}
