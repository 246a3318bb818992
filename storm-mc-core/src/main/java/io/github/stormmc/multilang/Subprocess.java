package io.github.stormmc.multilang;

import java.io.File;
import java.io.IOException;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import org.apache.storm.multilang.ISerializer;
import org.apache.storm.utils.ShellLogHandler;
import org.slf4j.Logger;

/**
 * A started multilang child process, the one thing {@code ShellProcess} needs from the engine: started in the
 * extracted {@code resources/} of the code directory (or ours), registered so a JVM exit kills it, its stderr drained
 * and logged on a thread of its own, killed politely then forcibly.
 */
public final class Subprocess {
    private final Process process;
    private final StderrTail stderr;
    private final File directory;

    private Subprocess(Process process, StderrTail stderr, File directory) {
        this.process = process;
        this.stderr = stderr;
        this.directory = directory;
    }

    /**
     * Starts the command; {@code codeDir} (null for none) is where {@code resources/} is extracted and the child
     * runs, when {@code changeDirectory}. A failure to start says which component, command and directory.
     */
    public static Subprocess start(String component, String[] command, Map<String, String> env, String codeDir,
                                   boolean changeDirectory, String stderrThread, Logger stderrLog,
                                   Supplier<String> processInfo) {
        ProcessBuilder builder = new ProcessBuilder(command);
        builder.environment().putAll(env);
        if (changeDirectory && codeDir != null) {
            builder.directory(ResourcesDir.prepare(codeDir).toFile());
        }
        File dir = builder.directory();
        Process process;
        try {
            process = builder.start();
        } catch (IOException e) {
            throw new RuntimeException("Cannot start the subprocess of component '" + component + "': command "
                + Arrays.toString(command) + " in directory " + (dir == null ? "." : dir) + ": " + e.getMessage(), e);
        }
        LiveProcesses.register(process);
        StderrTail stderr = StderrTail.start(process.getErrorStream(), stderrThread, stderrLog, processInfo);
        return new Subprocess(process, stderr, dir);
    }

    /** The serializer {@code topology.multilang.serializer} names, not yet connected. */
    public static ISerializer serializer(Map<String, Object> conf) {
        return MultilangSettings.serializer(conf);
    }

    /** The log handler {@code topology.multilang.log.handler} names, not yet set up. */
    public static ShellLogHandler logHandler(Map<String, Object> conf) {
        return MultilangSettings.logHandler(conf);
    }

    public Process process() {
        return process;
    }

    /** Where the child runs ("." for our own directory). */
    public String directory() {
        return directory == null ? "." : directory.toString();
    }

    /** Closes its stdin, asks it to stop, kills it if it has not within {@code exitWaitMillis}. */
    public void kill(long exitWaitMillis, long stderrWaitMillis) {
        try {
            process.getOutputStream().close();
        } catch (IOException e) {
            // the child may already be gone; killing it below is what matters
        }
        process.destroy();
        try {
            if (!process.waitFor(exitWaitMillis, TimeUnit.MILLISECONDS)) {
                process.destroyForcibly().waitFor(exitWaitMillis, TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        LiveProcesses.unregister(process);
        stderr.awaitEnd(stderrWaitMillis);
    }

    /** The last lines it wrote to stderr, all of them once it has exited. */
    public String lastStderrLines(long stderrWaitMillis) {
        if (!process.isAlive()) {
            stderr.awaitEnd(stderrWaitMillis);
        }
        return stderr.lastLines();
    }
}
