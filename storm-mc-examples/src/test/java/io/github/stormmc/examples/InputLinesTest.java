package io.github.stormmc.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class InputLinesTest {

    @TempDir
    Path tmp;

    @Test
    void candidatesAreTheConfiguredFileThenSharedDataBesideAndAboveTheWorkingDirThenBesideTheRepo() {
        Path cwd = tmp.resolve("work/main/storm-mc-examples");
        assertEquals(List.of(
                        cwd.resolve("in.txt"),
                        tmp.resolve("work/main/shared/data/A_Tale_of_Two_City.txt"),
                        tmp.resolve("work/shared/data/A_Tale_of_Two_City.txt"),
                        tmp.resolve("repo/../shared/data/A_Tale_of_Two_City.txt").normalize()),
                InputLines.candidates("in.txt", cwd, tmp.resolve("repo").toString()));
    }

    @Test
    void duplicatesAreDroppedAndBlankSettingsIgnored() {
        Path cwd = tmp.resolve("work/main");
        assertEquals(List.of(tmp.resolve("work/shared/data/A_Tale_of_Two_City.txt"),
                        tmp.resolve("shared/data/A_Tale_of_Two_City.txt")),
                InputLines.candidates(" ", cwd, cwd.toString()));
    }

    @Test
    void readsTheFirstExistingFileSkippingBlankLines() throws IOException {
        Path empty = Files.writeString(tmp.resolve("empty.txt"), "\n  \n");
        Path text = Files.writeString(tmp.resolve("text.txt"), "It was the best of times,\n\n  it was the worst\n");
        InputLines.Loaded loaded = InputLines.load(List.of(tmp.resolve("missing.txt"), empty, text));
        assertEquals(text, loaded.source());
        assertEquals(List.of("It was the best of times,", "  it was the worst"), loaded.lines());
    }

    @Test
    void fallsBackToTheBuiltInSentences() {
        List<Path> searched = List.of(tmp.resolve("missing.txt"));
        InputLines.Loaded loaded = InputLines.load(searched);
        assertNull(loaded.source());
        assertEquals(10, loaded.lines().size());
        assertEquals("the cow jumped over the moon", loaded.lines().get(0));
        assertEquals(searched, loaded.searched());
    }
}
