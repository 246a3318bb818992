package io.github.stormmc.benchmarks.flink;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.benchmarks.common.DataFiles;
import io.github.stormmc.benchmarks.common.Meters;
import io.github.stormmc.benchmarks.harness.BenchmarkOptions;
import io.github.stormmc.benchmarks.wordcount.WordSplitter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Flink WordCount does the Storm topology's work exactly: run once over a text on Flink's local MiniCluster with
 * two parallel instances per operator, it counts every word the Storm split would produce, each word in one task.
 */
class FlinkWordCountTest {

    @Test
    void countsEveryWordOnceInOneTask(@TempDir Path dir) throws Exception {
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 500; i++) {
            lines.add("the quick brown fox " + i % 7 + "  jumps\tover " + (i % 3 == 0 ? "" : " the lazy dog"));
        }
        lines.add("");
        lines.add("   leading spaces");
        Files.write(dir.resolve(DataFiles.WORDCOUNT_FILE), lines);
        Map<String, Integer> expected = new TreeMap<>();
        for (String line : lines) {
            WordSplitter.forEachWord(line, w -> expected.merge(w, 1, Integer::sum));
        }

        Meters.clear();
        WordCountJob.Count.RESULTS.clear();
        BenchmarkOptions options = BenchmarkOptions.parse(new String[] {"--topology", "wordcount", "--parallelism", "2",
            "--finite", "--data-dir", dir.toString()});
        Map<String, Object> result = new FlinkRun().run(options, System.nanoTime());

        Map<String, Integer> counted = new TreeMap<>();
        Map<String, Integer> tasksPerWord = new TreeMap<>();
        for (Map<String, Integer> task : WordCountJob.Count.RESULTS.values()) {
            task.forEach((w, n) -> {
                counted.merge(w, n, Integer::sum);
                tasksPerWord.merge(w, 1, Integer::sum);
            });
        }
        assertEquals(expected, counted);
        assertEquals(2, WordCountJob.Count.RESULTS.size(), "both count tasks published");
        tasksPerWord.forEach((w, tasks) -> assertEquals(1, tasks, "word '" + w + "' counted by one task"));
        assertEquals((long) lines.size(), Meters.total(WordCountJob.SPOUT), "every line emitted once");
        assertEquals(expected.values().stream().mapToLong(Integer::longValue).sum(), result.get("counted_words"));
        assertEquals("flink", result.get("engine"));
    }

    @Test
    void refusesTheAckedVariantByName() {
        BenchmarkOptions options = BenchmarkOptions.parse(new String[] {"--topology", "wordcount", "--variant",
            "acked"});
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> new FlinkRun().run(options, System.nanoTime()));
        org.junit.jupiter.api.Assertions.assertTrue(e.getMessage().contains("--variant acked"), e.getMessage());
    }
}
