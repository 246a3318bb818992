package io.github.stormmc.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** After a topology is stopped no thread keeps the JVM alive: it exits without System.exit (unlike STORM-3554). */
class JvmExitTest {

    private static String testClasspath() {
        String cp = System.getProperty("surefire.test.class.path");
        return cp != null ? cp : System.getProperty("java.class.path");
    }

    private static String runChild(String mode, int expectedExit) throws Exception {
        Path out = Files.createTempFile("stormmc-exit", ".log");
        String java = System.getProperty("java.home") + File.separator + "bin" + File.separator + "java";
        Process p = new ProcessBuilder(List.of(java, "-cp", testClasspath(), ExitingMain.class.getName(), mode))
            .redirectErrorStream(true).redirectOutput(out.toFile()).start();
        boolean exited = p.waitFor(120, TimeUnit.SECONDS);
        String output = Files.readString(out, StandardCharsets.UTF_8);
        if (!exited) {
            p.destroyForcibly();
        }
        assertTrue(exited, "the JVM did not exit by itself:\n" + output);
        assertEquals(expectedExit, p.exitValue(), output);
        Files.deleteIfExists(out);
        return output;
    }

    private static void assertChildExits(String mode) throws Exception {
        String output = runChild(mode, 0);
        assertTrue(output.contains("main returned"), output);
    }

    @Test
    void haltPolicyStopsTheJvmOnAFaultLikeStorm() throws Exception {
        String output = runChild("halt", 1);
        assertTrue(output.contains("Halting the process: execute of task 3 of component 'throws' in topology 'halting' threw"),
            output);
        assertTrue(!output.contains("not halted"), output);
    }

    @Test
    void aFatalVmErrorFromUserCodeHaltsTheJvmWithExit20AndSaysWhy() throws Exception {
        String output = runChild("fatal", 20);
        assertTrue(output.contains("Storm-MC: halting the process (exit 20): execute of task 2 of component 'oom' in"
            + " topology 'fatal' threw java.lang.OutOfMemoryError: Java heap space (injected) (stormmc.fault.fatal:"
            + " halt)"), output);
        assertTrue(!output.contains("not halted"), output);
    }

    @Test
    void exitsAfterLocalClusterClose() throws Exception {
        assertChildExits("local");
    }

    @Test
    void exitsAfterAStormSubmitterTopologyIsKilled() throws Exception {
        assertChildExits("submitter");
    }
}
