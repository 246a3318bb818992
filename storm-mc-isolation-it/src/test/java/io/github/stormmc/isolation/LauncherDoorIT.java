package io.github.stormmc.isolation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** bin/storm-mc jar app.jar Main --jars gson-2.5.jar,snakeyaml-1.33.jar,disruptor-3.4.4.jar, as a user runs it. */
class LauncherDoorIT {

    private static final Path REPO = Path.of(System.getProperty("stormmc.repo", "..")).toAbsolutePath().normalize();
    private static final Path APP_JAR = Path.of(System.getProperty("stormmc.app.jar"));
    private static final Path LIBS = Path.of(System.getProperty("stormmc.app.libs"));

    @Test
    void aTopologyJarWithOldLibrariesInJarsRunsAndUsesThem() throws Exception {
        String jars = String.join(",", List.of(LIBS.resolve("gson-2.5.jar").toString(),
                LIBS.resolve("snakeyaml-1.33.jar").toString(), LIBS.resolve("disruptor-3.4.4.jar").toString()));
        ProcessBuilder pb = new ProcessBuilder(REPO.resolve("bin/storm-mc").toString(), "jar", "--jars", jars,
                APP_JAR.toString(), OldLibrariesTopology.class.getName(), "1000", "--ttl", "1", "--no-progress",
                "--no-status").directory(REPO.toFile());
        pb.environment().put("STORM_MC_NO_BUILD", "1");
        pb.environment().put("STORM_MC_CDS", "0");
        Process p = pb.start();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Thread errPump = new Thread(() -> copy(p.getErrorStream(), err));
        errPump.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(180, TimeUnit.SECONDS)) {
            p.destroyForcibly();
        }
        errPump.join(10_000);
        String describe = "stdout:\n" + out + "\nstderr:\n" + err.toString(StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), describe);
        String summary = out.lines().filter(l -> l.startsWith("old-libraries ")).findFirst().orElse("(none)");
        assertEquals("old-libraries acked=1000 failed=0 executed=1000 gson-ok=1000 yaml-ok=1000 disruptor-ok=1000"
                + " gson-jar=gson-2.5.jar snakeyaml-jar=snakeyaml-1.33.jar disruptor-jar=disruptor-3.4.4.jar",
                summary, describe);
    }

    private static void copy(InputStream in, ByteArrayOutputStream out) {
        try {
            in.transferTo(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
