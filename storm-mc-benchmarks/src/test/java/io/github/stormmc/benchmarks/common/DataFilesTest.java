package io.github.stormmc.benchmarks.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.FileNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataFilesTest {

    @Test
    void anExplicitDirectoryComesFirst(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("x.txt"), "x");
        assertEquals(dir.toAbsolutePath().normalize(), DataFiles.candidateDirs(dir.toString()).get(0));
        assertEquals(dir.resolve("x.txt").toAbsolutePath().normalize(), DataFiles.find("x.txt", dir.toString()));
    }

    @Test
    void missingFileErrorNamesEveryDirectoryTried(@TempDir Path dir) {
        FileNotFoundException e = assertThrows(FileNotFoundException.class,
                () -> DataFiles.find("no-such-file.txt", dir.toString()));
        assertTrue(e.getMessage().startsWith("benchmark data file no-such-file.txt not found; looked in:\n  "
                + dir.toAbsolutePath().normalize() + "\n"), e.getMessage());
        assertTrue(e.getMessage().endsWith("pass --data-dir DIR (or -Dstormmc.bench.data=DIR) to point elsewhere."));
    }
}
