package io.github.stormmc.benchmarks.enron;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.benchmarks.common.DataFiles;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class TarEntryReaderTest {

    @Test
    void readsEveryMessageOfTheSampleInOrder() throws Exception {
        Path archive = EnronSample.archive();
        int files = 0;
        String first = null;
        try (TarEntryReader tar = new TarEntryReader(archive)) {
            for (TarEntryReader.Entry e = tar.next(); e != null; e = tar.next()) {
                if (first == null) {
                    first = e.name();
                    assertEquals(508, e.content().length);
                }
                assertTrue(e.name().startsWith("maildir/"), e.name());
                files++;
            }
        }
        assertEquals("maildir/allen-p/_sent_mail/1.", first);
        if (archive.getFileName().toString().equals(DataFiles.ENRON_SMALL_SAMPLE)) {
            assertEquals(4_848, files, "the small sample committed with the repository holds 4,848 messages");
        } else {
            assertEquals(28_417, files, "the shared sample's README counts 28,417 messages");
        }
    }

    @Test
    void parsesOctalSizes() throws Exception {
        byte[] header = new byte[512];
        byte[] size = "00000001750\0".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        System.arraycopy(size, 0, header, 124, size.length);
        assertEquals(1000, TarEntryReader.parseOctal(header, 124, 12));
    }
}
