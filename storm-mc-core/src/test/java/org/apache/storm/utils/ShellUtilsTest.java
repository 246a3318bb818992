package org.apache.storm.utils;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.File;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ShellUtils runs commands with their directory and environment, and reports exit codes with stderr. */
class ShellUtilsTest {

    @Test
    void executorCapturesOutputFromTheWorkingDirectoryAndEnvironment(@TempDir Path dir) throws Exception {
        assumeFalse(ShellUtils.WINDOWS);
        ShellUtils.ShellCommandExecutor shell = new ShellUtils.ShellCommandExecutor(
            new String[] {"sh", "-c", "echo $GREETING; pwd"}, dir.toFile(), Map.of("GREETING", "hello"));
        shell.execute();
        assertEquals("hello\n" + dir.toFile().getCanonicalPath() + "\n", shell.getOutput());
        assertEquals(0, shell.getExitCode());
        assertFalse(shell.isTimedOut());
        assertEquals("sh -c \"echo $GREETING; pwd\"", shell.toString());
    }

    @Test
    void nonZeroExitRaisesExitCodeExceptionWithStderr() {
        assumeFalse(ShellUtils.WINDOWS);
        ShellUtils.ShellCommandExecutor shell =
            new ShellUtils.ShellCommandExecutor(new String[] {"sh", "-c", "echo broken >&2; exit 3"});
        long before = ShellUtils.numShellExceptions.getCount();
        ShellUtils.ExitCodeException e = assertThrows(ShellUtils.ExitCodeException.class, shell::execute);
        assertEquals(3, e.getExitCode());
        assertEquals(3, shell.getExitCode());
        assertTrue(e.getMessage().startsWith("broken"), e.getMessage());
        assertEquals(before + 1, ShellUtils.numShellExceptions.getCount());
    }

    @Test
    void staticHelpers() {
        assumeFalse(ShellUtils.WINDOWS);
        assertEquals("id -gn alice && id -Gn alice", ShellUtils.getGroupsForUserCommand("alice")[2]);
        assertInstanceOf(DefaultShellLogHandler.class, ShellUtils.getLogHandler(Map.of()));
        assertEquals("[ \t\n\r\f]", ShellUtils.TOKEN_SEPARATOR_REGEX);
        assertTrue(ShellUtils.LINUX || ShellUtils.MAC || ShellUtils.FREEBSD || ShellUtils.SOLARIS || ShellUtils.OTHER);
        assertEquals(File.separatorChar == '/', !ShellUtils.WINDOWS);
    }
}
