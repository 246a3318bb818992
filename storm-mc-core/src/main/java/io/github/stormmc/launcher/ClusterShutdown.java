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
    private io.github.stormmc.cluster.InProcessCluster engine;
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

    /** The engine whose count of tuples still pending at stop the closing line reports. */
    synchronized void engine(io.github.stormmc.cluster.InProcessCluster cluster) {
        this.engine = cluster;
    }

    /**
     * How SIGTERM ends a run, like {@code storm kill} with its default wait: spouts deactivated, each topology
     * stopped once nothing of it is in flight or its {@code topology.message.timeout.secs} has passed; then
     * {@link #close}.
     */
    synchronized void drainThenClose(String reason) {
        if (!done && engine != null) {
            engine.drainAndClose();
        }
        close(reason);
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
        if (engine != null) {
            long pending = engine.pendingAtStops();
            line += "; " + pending + (pending == 1 ? " tuple was" : " tuples were") + " still pending";
        }
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
