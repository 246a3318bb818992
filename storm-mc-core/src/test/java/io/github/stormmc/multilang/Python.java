package io.github.stormmc.multilang;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The interpreter the multilang tests run Apache's storm.py with. */
final class Python {
    static final String COMMAND = "python3";

    private Python() {
    }

    /** Fails the calling test with a clear message when python3 cannot be run. */
    static void require() {
        try {
            Process p = new ProcessBuilder(COMMAND, "--version").redirectErrorStream(true).start();
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                fail("'" + COMMAND + " --version' did not succeed; the multilang tests need python3 on the PATH");
            }
        } catch (IOException e) {
            fail("The multilang tests run Apache's storm.py and need python3 on the PATH: " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            fail("Interrupted while checking for python3");
        }
    }

    /** Live processes started by this JVM whose command line mentions the script. */
    static List<ProcessHandle> running(String script) {
        return ProcessHandle.current().descendants()
            .filter(ProcessHandle::isAlive)
            .filter(p -> p.info().commandLine().orElse("").contains(script)
                || p.info().arguments().map(args -> List.of(args).contains(script)).orElse(false))
            .toList();
    }
}
