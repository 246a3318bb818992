package org.apache.storm.utils;

import io.github.stormmc.multilang.Subprocess;
import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.apache.storm.multilang.BoltMsg;
import org.apache.storm.multilang.ISerializer;
import org.apache.storm.multilang.NoOutputException;
import org.apache.storm.multilang.ShellMsg;
import org.apache.storm.multilang.SpoutMsg;
import org.apache.storm.task.TopologyContext;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A multilang subprocess: started in the code directory's extracted {@code resources/}, handshaken (conf, pid
 * directory, context; the child answers with its pid), then spoken to through the configured serializer. Its stderr
 * is drained and logged on a thread of its own; the last lines are kept for {@link #getErrorsString()}.
 */
public class ShellProcess implements Serializable {
    public static final Logger LOG = LoggerFactory.getLogger(ShellProcess.class);
    public static Logger ShellLogger = LoggerFactory.getLogger("ShellLog");
    private static final long serialVersionUID = 1L;
    private static final long STDERR_WAIT_MILLIS = 500;
    private static final long EXIT_WAIT_MILLIS = 2000;

    public ISerializer serializer;
    public Number pid;
    public String componentName;

    private final String[] command;
    private final Map<String, String> env = new HashMap<>();
    private transient Process process;
    private transient Subprocess subprocess;
    private transient Path pidFile;

    public ShellProcess(String[] command) {
        this.command = command.clone();
    }

    public void setEnv(Map<String, String> env) {
        this.env.clear();
        if (env != null) {
            this.env.putAll(env);
        }
    }

    public Number launch(Map<String, Object> conf, TopologyContext context) {
        return launch(conf, context, true);
    }

    /** Starts and handshakes the subprocess; throws a RuntimeException that says why if either fails. */
    public Number launch(Map<String, Object> conf, TopologyContext context, boolean changeDirectory) {
        componentName = context.getThisComponentId();
        subprocess = Subprocess.start(componentName, command, env, context.getCodeDir(), changeDirectory,
            "stormmc-shell-stderr-" + componentName + "-" + context.getThisTaskId(), ShellLogger,
            this::getProcessInfoString);
        process = subprocess.process();
        serializer = Subprocess.serializer(conf);
        serializer.initialize(process.getOutputStream(), process.getInputStream());
        try {
            pid = serializer.connect(conf, context);
        } catch (IOException | NoOutputException | RuntimeException e) {
            awaitExit();
            String info = getProcessTerminationInfoString();
            destroy();
            throw new RuntimeException("The subprocess of component '" + componentName + "' (command "
                + Arrays.toString(command) + ") failed the multilang handshake: " + e.getMessage() + ";" + info, e);
        }
        if (context.getPIDDir() != null) {
            pidFile = Paths.get(context.getPIDDir(), pid.toString());
        }
        LOG.info("Launched subprocess {} of component '{}' (task {}): {} in {}", pid, componentName,
            context.getThisTaskId(), Arrays.toString(command), subprocess.directory());
        return pid;
    }

    /** Kills the subprocess (asking politely first) and removes its pid file. Safe to call more than once. */
    public void destroy() {
        Subprocess p = subprocess;
        if (p == null) {
            return;
        }
        p.kill(EXIT_WAIT_MILLIS, STDERR_WAIT_MILLIS);
        if (pidFile != null) {
            try {
                Files.deleteIfExists(pidFile);
            } catch (IOException e) {
                LOG.debug("Cannot delete pid file {}", pidFile, e);
            }
        }
    }

    public ShellMsg readShellMsg() throws IOException {
        try {
            return serializer.readShellMsg();
        } catch (NoOutputException e) {
            throw new IOException(e.getMessage(), e);
        }
    }

    public void writeBoltMsg(BoltMsg msg) throws IOException {
        serializer.writeBoltMsg(msg);
    }

    public void writeSpoutMsg(SpoutMsg msg) throws IOException {
        serializer.writeSpoutMsg(msg);
    }

    public void writeTaskIds(List<Integer> taskIds) throws IOException {
        serializer.writeTaskIds(taskIds);
    }

    /** Logs the last lines the subprocess wrote to stderr (each line was also logged as it arrived). */
    public void logErrorStream() {
        String lines = getErrorsString();
        if (!lines.isEmpty()) {
            ShellLogger.info("{} recent stderr:\n{}", getProcessInfoString(), lines);
        }
    }

    /** The last lines the subprocess wrote to stderr, all of them once it has exited. */
    public String getErrorsString() {
        return subprocess == null ? "" : subprocess.lastStderrLines(STDERR_WAIT_MILLIS);
    }

    public Number getPid() {
        return pid;
    }

    public String getComponentName() {
        return componentName;
    }

    /** The exit code, or -1 while the subprocess runs (or before it started). */
    public int getExitCode() {
        Process p = process;
        return p == null || p.isAlive() ? -1 : p.exitValue();
    }

    public String getProcessInfoString() {
        return String.format("pid:%s, name:%s", pid, componentName);
    }

    public String getProcessTerminationInfoString() {
        return String.format(" exitCode:%s, errorString:%s ", getExitCode(), getErrorsString());
    }

    /** Gives a subprocess that closed its output a moment to exit, so its exit code is known. */
    private void awaitExit() {
        try {
            if (process != null) {
                process.waitFor(EXIT_WAIT_MILLIS, TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
