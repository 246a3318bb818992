package io.github.stormmc.benchmarks.wordcount;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.stormmc.benchmarks.common.DataFiles;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WordSplitterTest {

    @Test
    void behavesLikeStringSplitOnWhitespaceRuns() {
        for (String line : List.of("", "   ", " a  b ", "a", "a\tb\u000Bc\fd\re", "\u001Cx y", "  lead", "trail  ",
                "\uFEFFbom first")) {
            assertEquals(Arrays.asList(line.split("\\s+")), WordSplitter.split(line), "line [" + line + "]");
        }
    }

    @Test
    void emptyLineIsOneEmptyWordAndBlankLineNone() {
        assertEquals(List.of(""), WordSplitter.split(""));
        assertEquals(List.of(), WordSplitter.split(" \t "));
        assertEquals(List.of("", "x"), WordSplitter.split(" x"));
    }

    @Test
    void taleOfTwoCitiesHasTheWordCountOfStormBenchmark() throws Exception {
        Path file = DataFiles.findOrNull(DataFiles.WORDCOUNT_FILE, null);
        assumeTrue(file != null, "skipped: " + DataFiles.WORDCOUNT_FILE + " not found in " + DataFiles.candidateDirs(null));
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        long words = 0;
        for (String line : lines) {
            assertEquals(Arrays.asList(line.split("\\s+")), WordSplitter.split(line));
            words += WordSplitter.split(line).size();
        }
        assertEquals(16_271, lines.size());
        assertEquals(142_592, words, "the count storm-benchmark's split(\"\\\\s+\") gives for this file");
    }

    @Test
    void limitLoopCountsExactly() {
        WordCountLimit limit = new WordCountLimit(List.of("a b a", "", "b  c"));
        limit.run(3);
        assertEquals(Map.of("a", 2, "b", 2, "c", 1, "", 1), limit.counts());
        assertEquals(6, limit.words());
        limit.run(3);
        assertEquals(12, limit.words(), "the loop wraps around the input");
        assertEquals(4, limit.counts().get("a"));
    }
}
