package org.apache.storm.utils;

import com.codahale.metrics.Meter;
import io.github.stormmc.multilang.Subprocess;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.Charset;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs an external command and parses its output: subclasses give the command ({@link #getExecString()}) and the
 * parsing ({@link #parseExecResult}). A non-zero exit raises {@link ExitCodeException} with the command's stderr.
 */
public abstract class ShellUtils {
    public static final Logger LOG = LoggerFactory.getLogger(ShellUtils.class);

    public static final OSType osType = detectOs();
    public static final boolean WINDOWS = osType == OSType.OS_TYPE_WIN;
    public static final boolean SOLARIS = osType == OSType.OS_TYPE_SOLARIS;
    public static final boolean MAC = osType == OSType.OS_TYPE_MAC;
    public static final boolean FREEBSD = osType == OSType.OS_TYPE_FREEBSD;
    public static final boolean LINUX = osType == OSType.OS_TYPE_LINUX;
    public static final boolean OTHER = osType == OSType.OS_TYPE_OTHER;
    /** Counts commands that failed to run or exited non-zero. */
    public static final Meter numShellExceptions = new Meter();
    /** Splits the output of group commands into tokens. */
    public static final String TOKEN_SEPARATOR_REGEX = WINDOWS ? "[|\n\r]" : "[ \t\n\r\f]";

    /** Command timeout in milliseconds; 0 waits forever. */
    protected long timeOutInterval = 0L;

    private final long interval;
    private final boolean redirectErrorStream;
    private final AtomicBoolean timedOut = new AtomicBoolean();
    private long lastTime;
    private Map<String, String> environment;
    private File dir;
    private Process process;
    private int exitCode;

    public ShellUtils() {
        this(0L);
    }

    /** {@code interval}: the minimum milliseconds between two runs; a run sooner than that does nothing. */
    public ShellUtils(long interval) {
        this(interval, false);
    }

    public ShellUtils(long interval, boolean redirectErrorStream) {
        this.interval = interval;
        this.lastTime = interval < 0 ? 0 : -interval;
        this.redirectErrorStream = redirectErrorStream;
    }

    private static OSType detectOs() {
        String name = System.getProperty("os.name", "");
        if (name.startsWith("Windows")) {
            return OSType.OS_TYPE_WIN;
        } else if (name.contains("SunOS") || name.contains("Solaris")) {
            return OSType.OS_TYPE_SOLARIS;
        } else if (name.contains("Mac")) {
            return OSType.OS_TYPE_MAC;
        } else if (name.contains("FreeBSD")) {
            return OSType.OS_TYPE_FREEBSD;
        } else if (name.startsWith("Linux")) {
            return OSType.OS_TYPE_LINUX;
        }
        return OSType.OS_TYPE_OTHER;
    }

    /** The command that prints a user's primary group followed by all its groups. */
    public static String[] getGroupsForUserCommand(String user) {
        if (WINDOWS) {
            throw new UnsupportedOperationException("looking up a user's groups is not supported on Windows");
        }
        return new String[] {"bash", "-c", "id -gn " + user + " && id -Gn " + user};
    }

    /** The {@link ShellLogHandler} named by {@code topology.multilang.log.handler}, or the default one. */
    public static ShellLogHandler getLogHandler(Map<String, Object> topoConf) {
        if (topoConf == null) {
            throw new IllegalArgumentException("getLogHandler needs the topology configuration, got null");
        }
        return Subprocess.logHandler(topoConf);
    }

    public int getExitCode() {
        return exitCode;
    }

    protected void setEnvironment(Map<String, String> env) {
        this.environment = env;
    }

    protected void setWorkingDirectory(File dir) {
        this.dir = dir;
    }

    /** Runs the command unless the last run was less than the interval ago. */
    protected void run() throws IOException {
        if (lastTime + interval > System.currentTimeMillis()) {
            return;
        }
        exitCode = 0;
        runCommand();
    }

    private void runCommand() throws IOException {
        ProcessBuilder builder = new ProcessBuilder(getExecString());
        if (environment != null) {
            builder.environment().putAll(environment);
        }
        if (dir != null) {
            builder.directory(dir);
        }
        builder.redirectErrorStream(redirectErrorStream);
        timedOut.set(false);
        try {
            process = builder.start();
        } catch (IOException e) {
            numShellExceptions.mark();
            throw e;
        }
        StringBuilder errors = new StringBuilder();
        // stderr is drained on its own thread so a command that fills it cannot block on a full pipe.
        Thread errorReader = new Thread(() -> {
            try (BufferedReader err = new BufferedReader(
                new InputStreamReader(process.getErrorStream(), Charset.defaultCharset()))) {
                String line;
                while ((line = err.readLine()) != null) {
                    synchronized (errors) {
                        errors.append(line).append(System.lineSeparator());
                    }
                }
            } catch (IOException e) {
                LOG.warn("Error reading the error stream of {}", Arrays.toString(getExecString()), e);
            }
        }, "shell-utils-stderr");
        errorReader.setDaemon(true);
        errorReader.start();
        Thread watchdog = timeOutInterval > 0 ? startWatchdog(process) : null;
        try (BufferedReader in = new BufferedReader(
            new InputStreamReader(process.getInputStream(), Charset.defaultCharset()))) {
            parseExecResult(in);
            exitCode = process.waitFor();
            errorReader.join();
            if (exitCode != 0) {
                numShellExceptions.mark();
                String message;
                synchronized (errors) {
                    message = errors.toString();
                }
                throw new ExitCodeException(exitCode, message);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while running " + Arrays.toString(getExecString()), e);
        } finally {
            if (watchdog != null) {
                watchdog.interrupt();
            }
            process.destroy();
            lastTime = System.currentTimeMillis();
        }
    }

    private Thread startWatchdog(Process running) {
        Thread watchdog = new Thread(() -> {
            try {
                if (!running.waitFor(timeOutInterval, TimeUnit.MILLISECONDS)) {
                    timedOut.set(true);
                    running.destroy();
                }
            } catch (InterruptedException e) {
                // the command finished first
            }
        }, "shell-utils-timeout");
        watchdog.setDaemon(true);
        watchdog.start();
        return watchdog;
    }

    protected abstract String[] getExecString();

    protected abstract void parseExecResult(BufferedReader lines) throws IOException;

    public Process getProcess() {
        return process;
    }

    /** True when the last run was killed for exceeding its timeout. */
    public boolean isTimedOut() {
        return timedOut.get();
    }

    /** Operating systems ShellUtils distinguishes. */
    public enum OSType {
        OS_TYPE_LINUX,
        OS_TYPE_WIN,
        OS_TYPE_SOLARIS,
        OS_TYPE_MAC,
        OS_TYPE_FREEBSD,
        OS_TYPE_OTHER
    }

    /** A command exited with a non-zero code; the message is its stderr. */
    public static class ExitCodeException extends IOException {
        private static final long serialVersionUID = 1L;

        int exitCode;

        public ExitCodeException(int exitCode, String message) {
            super(message);
            this.exitCode = exitCode;
        }

        public int getExitCode() {
            return exitCode;
        }
    }

    /** Runs a fixed command and keeps its whole stdout. */
    public static class ShellCommandExecutor extends ShellUtils {
        private final String[] command;
        private StringBuffer output;

        public ShellCommandExecutor(String[] execString) {
            this(execString, null);
        }

        public ShellCommandExecutor(String[] execString, File dir) {
            this(execString, dir, null);
        }

        public ShellCommandExecutor(String[] execString, File dir, Map<String, String> env) {
            this(execString, dir, env, 0L);
        }

        /** {@code timeout}: milliseconds after which the command is killed; 0 for none. */
        public ShellCommandExecutor(String[] execString, File dir, Map<String, String> env, long timeout) {
            command = execString.clone();
            if (dir != null) {
                setWorkingDirectory(dir);
            }
            if (env != null) {
                setEnvironment(env);
            }
            timeOutInterval = timeout;
        }

        public void execute() throws IOException {
            run();
        }

        @Override
        public String[] getExecString() {
            return command;
        }

        @Override
        protected void parseExecResult(BufferedReader lines) throws IOException {
            output = new StringBuffer();
            char[] buffer = new char[512];
            int n;
            while ((n = lines.read(buffer)) != -1) {
                output.append(buffer, 0, n);
            }
        }

        /** The command's stdout, or null before it ran. */
        public String getOutput() {
            return output == null ? null : output.toString();
        }

        /** The command as a shell would show it, arguments with spaces quoted. */
        @Override
        public String toString() {
            StringBuilder b = new StringBuilder();
            for (String arg : command) {
                if (b.length() > 0) {
                    b.append(' ');
                }
                b.append(arg.contains(" ") ? "\"" + arg + "\"" : arg);
            }
            return b.toString();
        }
    }
}
