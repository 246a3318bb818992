package io.github.stormmc.launcher;

import java.io.PrintStream;
import java.util.Locale;

/**
 * Stops a launcher run exactly once, whoever asks first: the ttl timer, a failed main, or the JVM shutdown hook on
 * SIGTERM / Ctrl-C. A second caller waits until the first has finished, so the JVM never halts mid-close.
 */
final class ClusterShutdown {

    private final AutoCloseable cluster;
    private final AutoCloseable nimbusOverride;
    private final PrintStream out;
    private ProgressReporter reporter;
    private AutoCloseable statusPage;
    private boolean done;

    ClusterShutdown(AutoCloseable cluster, AutoCloseable nimbusOverride, PrintStream out) {
        this.cluster = cluster;
        this.nimbusOverride = nimbusOverride;
        this.out = out;
    }

    synchronized void reportWith(ProgressReporter progress) {
        this.reporter = progress;
    }

    synchronized void statusPage(AutoCloseable page) {
        this.statusPage = page;
    }

    /** Closes the reporter (printing its last line), then the cluster, and prints one line saying so. */
    synchronized void close(String reason) {
        if (done) {
            return;
        }
        done = true;
        long start = System.nanoTime();
        if (reporter != null) {
            reporter.close();
        }
        closeQuietly(statusPage);
        // LocalCluster.close() deactivates spouts, lets queues drain briefly and runs close()/cleanup().
        String failure = closeQuietly(cluster);
        String overrideFailure = closeQuietly(nimbusOverride);
        double seconds = (System.nanoTime() - start) / 1e9;
        String line = String.format(Locale.ROOT, "Storm-MC stopped (%s): cluster closed in %.2f s", reason, seconds);
        if (failure != null || overrideFailure != null) {
            line += "; close failed: " + (failure != null ? failure : overrideFailure);
        }
        out.println(line);
        out.flush();
    }

    private static String closeQuietly(AutoCloseable c) {
        if (c == null) {
            return null;
        }
        try {
            c.close();
            return null;
        } catch (Exception e) {
            return e.toString();
        }
    }
}
