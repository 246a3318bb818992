package org.apache.storm.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import org.apache.storm.generated.NotAliveException;
import org.apache.storm.utils.WrappedNotAliveException;
import org.junit.jupiter.api.Test;

class TmpPathTest {

    @Test
    void closeDeletesTheWholeTreeAndPathsAreFresh() throws Exception {
        File created;
        try (TmpPath tmp = new TmpPath()) {
            created = tmp.getFile();
            assertFalse(created.exists(), "nothing is created until the test does");
            assertEquals(new File(System.getProperty("java.io.tmpdir")).getAbsolutePath(),
                created.getAbsoluteFile().getParent());
            Files.createDirectories(created.toPath().resolve("a/b"));
            Files.writeString(created.toPath().resolve("a/b/file.txt"), "x");
            assertTrue(new File(tmp.getPath(), "a/b/file.txt").isFile());
        }
        assertFalse(created.exists());
        assertNotEquals(TmpPath.localTempPath(), TmpPath.localTempPath());
    }

    @Test
    void wrappedExceptionsCarryTheirThriftMessage() {
        NotAliveException e = new WrappedNotAliveException("topology t is not alive");
        assertEquals("topology t is not alive", e.getMessage());
        assertEquals("topology t is not alive", e.get_msg());
    }
}
