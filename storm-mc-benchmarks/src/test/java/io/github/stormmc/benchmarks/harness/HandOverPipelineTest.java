package io.github.stormmc.benchmarks.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.benchmarks.common.DataFiles;
import io.github.stormmc.benchmarks.common.LatencyMeters;
import io.github.stormmc.benchmarks.common.Meters;
import io.github.stormmc.benchmarks.wordcount.WordCountTopology;
import io.github.stormmc.benchmarks.harness.HandOverPipeline.Payload;
import io.github.stormmc.benchmarks.wordcount.WordSplitter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HandOverPipelineTest {

    private static final List<String> LINES = List.of("the cat sat", "  on the mat", "", "a b c a", "the end", "x");

    @ParameterizedTest
    @EnumSource(Payload.class)
    void everyWordOfEveryPassIsCountedOnceByTheCounterItsHashSelects(Payload payload) throws InterruptedException {
        countsEveryWord(payload, 0);
    }

    @Test
    void pacedEveryWordIsCountedOnceAndTimedOnce() throws InterruptedException {
        LatencyMeters.clear(); // only this pipeline's counters record
        long total = countsEveryWord(Payload.TUPLE, 200);
        assertEquals(total, LatencyMeters.takeInterval().getTotalCount(), "one latency per counted word");
    }

    @Test
    void theStagesCountIntoMetersUnderTheTopologysComponentsAndTaskIds() {
        Meters.clear();
        new HandOverPipeline(Payload.TUPLE, 2, LINES, 1);
        // Storm numbers tasks by component id in order: count 1-2, split 3-4, spout 5-6
        assertEquals(List.of(1, 2), taskIds(WordCountTopology.COUNT));
        assertEquals(List.of(3, 4), taskIds(WordCountTopology.SPLIT));
        assertEquals(List.of(5, 6), taskIds(WordCountTopology.SPOUT));
    }

    private static List<Integer> taskIds(String component) {
        return Meters.meters(component).stream().map(m -> m.taskId()).toList();
    }

    /** Runs {@code passes} of LINES through three stages of three threads each; returns the words counted. */
    private static long countsEveryWord(Payload payload, long ratePerSource) throws InterruptedException {
        int parallelism = 3;
        long passes = 5;
        Map<String, Integer> expected = new HashMap<>();
        long total = 0;
        for (String line : LINES) {
            total += WordSplitter.forEachWord(line, word -> expected.merge(word, (int) passes, Integer::sum)) * passes;
        }
        HandOverPipeline pipeline = new HandOverPipeline(payload, parallelism, LINES, passes, ratePerSource);
        pipeline.start();
        try {
            long deadline = System.nanoTime() + 60_000_000_000L; // a guard against a hang, not a speed check
            while (pipeline.counted() < total && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertEquals(total, pipeline.counted());
            Map<String, Integer> merged = new HashMap<>();
            for (int counter = 0; counter < parallelism; counter++) {
                for (Map.Entry<String, Integer> e : pipeline.counts(counter).entrySet()) {
                    assertEquals(counter, Math.floorMod(e.getKey().hashCode(), parallelism), e.getKey());
                    assertTrue(merged.put(e.getKey(), e.getValue()) == null, "counted by two counters: " + e.getKey());
                }
            }
            assertEquals(expected, merged);
            for (int counter = 0; counter < parallelism; counter++) {
                Map<String, Integer> counts = pipeline.counts(counter);
                List<Object> emits = pipeline.emits(counter);
                assertEquals(counts.isEmpty(), emits.isEmpty(), "counter " + counter + " emits as it counts");
                for (Object emit : emits) {
                    // (word, count) as the count bolt emits it: a word of this counter's and a count it reached
                    List<?> values = (Values) emit;
                    assertEquals(2, values.size(), values.toString());
                    Integer finalCount = counts.get((String) values.get(0));
                    int count = (Integer) values.get(1);
                    assertTrue(finalCount != null && count >= 1 && count <= finalCount, values.toString());
                }
            }
            return total;
        } finally {
            pipeline.stop();
        }
    }

    @Test
    void aSweepPointIsLabelledAsTheLimitEnginesHandOverAtItsParallelism(@TempDir Path data) throws Exception {
        Files.write(data.resolve(DataFiles.WORDCOUNT_FILE), LINES);
        BenchmarkOptions options = BenchmarkOptions.parse(new String[] {"--topology", HandOverRun.TOPOLOGY,
            "--parallelism", "2", "--warmup", "0", "--measure", "1", "--data-dir", data.toString()});
        Map<String, Object> result = HandOverRun.run(options, System.nanoTime());
        // the keys the sweep's runs.csv and report file the point under
        assertEquals(List.of("limit", "wordcount", "handover", 2, "throughput"), List.of(result.get("engine"),
            result.get("topology"), result.get("variant"), result.get("parallelism"), result.get("mode")));
        assertTrue((Double) result.get("throughput") > 0, "words were counted in the window: " + result);
    }

    @Test
    void withARateThePointIsALatencyPointAtThatOfferedRate(@TempDir Path data) throws Exception {
        Files.write(data.resolve(DataFiles.WORDCOUNT_FILE), LINES);
        BenchmarkOptions options = BenchmarkOptions.parse(new String[] {"--topology", HandOverRun.TOPOLOGY,
            "--parallelism", "1", "--warmup", "0", "--measure", "1", "--rate", "500", "--data-dir", data.toString()});
        Map<String, Object> result = HandOverRun.run(options, System.nanoTime());
        assertEquals(List.of("limit", "wordcount", "handover", "latency", 500L), List.of(result.get("engine"),
            result.get("topology"), result.get("variant"), result.get("mode"), result.get("offered_rate")));
        assertTrue(result.containsKey("lat_p99_us"), "latency percentiles are reported: " + result);
    }

    @Test
    void refusesNoLinesNoThreadsANegativeRateAndPacedBareWords() {
        assertThrows(IllegalArgumentException.class, () -> new HandOverPipeline(Payload.WORD, 0, LINES, 1));
        assertThrows(IllegalArgumentException.class, () -> new HandOverPipeline(Payload.WORD, 1, List.of(), 1));
        assertThrows(IllegalArgumentException.class, () -> new HandOverPipeline(Payload.TUPLE, 1, LINES, 1, -1));
        // a bare word carries no due time to time it by
        assertThrows(IllegalArgumentException.class, () -> new HandOverPipeline(Payload.WORD, 1, LINES, 1, 100));
    }
}
