package io.github.stormmc.multilang;

import java.util.Arrays;
import org.apache.storm.utils.ShellProcess;

/** Shared wording and waiting for the reports about a failed subprocess. */
final class Subprocesses {
    private static final long EXIT_WAIT_MILLIS = 2000;

    private Subprocesses() {
    }

    /** Waits a little for a subprocess that closed its output to exit, so its exit code can be reported. */
    static void awaitExit(ShellProcess process) {
        long deadline = System.nanoTime() + EXIT_WAIT_MILLIS * 1_000_000L;
        while (process.getExitCode() == -1 && System.nanoTime() < deadline) {
            try {
                Thread.sleep(10);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** One report naming the component, the command, the pid, the exit code, the last error and the last stderr. */
    static String describe(String component, int taskId, String[] command, ShellProcess process, String reason,
                           String lastReportedError) {
        int exitCode = process.getExitCode();
        StringBuilder text = new StringBuilder()
            .append("The subprocess of component '").append(component).append("' (task ").append(taskId)
            .append(") failed: ").append(reason)
            .append(". Command: ").append(Arrays.toString(command))
            .append(", pid: ").append(process.getPid())
            .append(", exit code: ").append(exitCode == -1 ? "none (it was still running and was killed)" : exitCode);
        if (lastReportedError != null) {
            text.append(". Last error it reported: ").append(lastReportedError.strip());
        }
        String stderr = process.getErrorsString();
        text.append(stderr.isEmpty() ? ". It wrote nothing to stderr." : ". Last lines of its stderr:\n" + stderr);
        return text.toString();
    }
}
