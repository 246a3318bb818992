package io.github.stormmc.benchmarks.common;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.FileNotFoundException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataFilesTest {

    @Test
    void anExplicitDirectoryIsTheOnlyOneSearched(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("x.txt"), "x");
        assertEquals(List.of(dir.toAbsolutePath().normalize()), DataFiles.candidateDirs(dir.toString()));
        assertEquals(dir.resolve("x.txt").toAbsolutePath().normalize(), DataFiles.find("x.txt", dir.toString()));
    }

    @Test
    void missingFileErrorNamesEveryDirectoryTried(@TempDir Path dir) {
        FileNotFoundException e = assertThrows(FileNotFoundException.class,
                () -> DataFiles.find("no-such-file.txt", dir.toString()));
        assertTrue(e.getMessage().startsWith("benchmark data file no-such-file.txt not found; looked in:\n  "
                + dir.toAbsolutePath().normalize() + "\nIt belongs in"), e.getMessage());
        assertTrue(e.getMessage().endsWith("pass --data-dir DIR (or -Dstormmc.bench.data=DIR) to point elsewhere."));
    }

    @Test
    void withoutTheSharedDataTheEnronArchiveIsTheSmallSampleCommittedHere(@TempDir Path empty) throws Exception {
        String before = System.getProperty(DataFiles.DATA_DIR_PROPERTY);
        System.setProperty(DataFiles.DATA_DIR_PROPERTY, empty.toString());
        try {
            assertEquals(DataFiles.ENRON_SMALL_SAMPLE, DataFiles.enronArchive(null).getFileName().toString());
            assertEquals(null, DataFiles.findOrNull(DataFiles.WORDCOUNT_FILE, null));
        } finally {
            if (before == null) {
                System.clearProperty(DataFiles.DATA_DIR_PROPERTY);
            } else {
                System.setProperty(DataFiles.DATA_DIR_PROPERTY, before);
            }
        }
    }
}
