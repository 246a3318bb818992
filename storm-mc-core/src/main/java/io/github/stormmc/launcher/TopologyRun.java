package io.github.stormmc.launcher;

import io.github.stormmc.status.StatusServer;
import java.io.IOException;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.TopologyInfo;
import org.apache.storm.generated.TopologySummary;
import org.apache.storm.utils.NimbusClient;

/**
 * One {@code storm-mc jar} run, the way {@code storm local} works: start an in-process cluster, point
 * StormSubmitter/NimbusClient at it, call the user's main, then keep the topologies running until the ttl expires or
 * the process is signalled.
 */
final class TopologyRun {

    /** Exit code of a run stopped because a topology failed. */
    static final int FAILED_EXIT_CODE = 3;
    /** How long a finished run waits for stray non-daemon threads before exiting anyway. */
    private static final long EXIT_GRACE_MILLIS = 5_000;

    private final String mainClass;
    private final List<String> mainArgs;
    private final String jar;
    private final RunOptions options;
    private final PrintStream out;
    private final PrintStream err;

    TopologyRun(String mainClass, List<String> mainArgs, String jar, RunOptions options, PrintStream out,
                PrintStream err) {
        this.mainClass = mainClass;
        this.mainArgs = mainArgs;
        this.jar = jar;
        this.options = options;
        this.out = out;
        this.err = err;
    }

    int run() throws Exception {
        applySystemProperties();
        Method main;
        try {
            main = MainInvoker.findMain(mainClass, Thread.currentThread().getContextClassLoader());
        } catch (LaunchException e) {
            err.println("storm-mc: " + e.getMessage());
            return 1;
        }

        LocalCluster cluster = new LocalCluster();
        NimbusClient.LocalOverride override = new NimbusClient.LocalOverride(cluster);
        // As `storm local` does: DRPCClient.getConfiguredClient and DRPC spouts (Trident's newDRPCStream included)
        // reach an in-process DRPC server.
        org.apache.storm.LocalDRPC drpc = new org.apache.storm.LocalDRPC();
        org.apache.storm.utils.DRPCClient.LocalOverride drpcOverride = new org.apache.storm.utils.DRPCClient.LocalOverride(drpc);
        AutoCloseable overrides = () -> {
            try (override; drpc; drpcOverride) {
                // closed in reverse order: the DRPC override, the DRPC server, then the Nimbus override
            }
        };
        ClusterShutdown shutdown = new ClusterShutdown(cluster, overrides, out);
        shutdown.engine(cluster.stormMc());
        Runtime.getRuntime().addShutdownHook(new Thread(() -> shutdown.drainThenClose("signalled"),
            "stormmc-launcher-shutdown"));
        if (options.status()) {
            startStatusPage(cluster, shutdown);
        }

        try {
            MainInvoker.invoke(main, mainArgs.toArray(new String[0]));
        } catch (Throwable t) {
            err.println("storm-mc: " + mainClass + ".main failed:");
            t.printStackTrace(err);
            shutdown.close("main failed");
            return 1;
        }

        List<String> names = topologyNames(cluster);
        if (names.isEmpty()) {
            err.println("storm-mc: warning: " + mainClass + ".main returned without submitting a topology through "
                    + "StormSubmitter; nothing to run");
            shutdown.close("nothing submitted");
            return 0;
        }
        if (options.progress()) {
            ProgressReporter reporter = new ProgressReporter(() -> topologyInfos(cluster), options.progressMillis(),
                    out);
            shutdown.reportWith(reporter);
            reporter.start();
        }

        Long ttl = options.ttlSeconds();
        if (ttl == null) {
            out.println("Storm-MC running " + String.join(", ", names) + "; Ctrl-C, SIGTERM or 'storm-mc kill NAME'"
                + " stops it");
            out.flush();
            // The shutdown hook does the closing; this thread keeps the JVM up until then, or ends a failed run.
            return awaitFailure(cluster, shutdown, Long.MAX_VALUE);
        }
        out.println("Storm-MC running " + String.join(", ", names) + " for " + ttl + " s");
        out.flush();
        int failed = awaitFailure(cluster, shutdown, System.currentTimeMillis() + ttl * 1000);
        if (failed != 0 || cluster.stormMc().topologies().isEmpty()) {
            return failed; // failed, or every topology was killed: the run has ended already
        }
        shutdown.close("ttl " + ttl + " s reached");
        ExitWatchdog.start(EXIT_GRACE_MILLIS, err);
        return 0;
    }

    /**
     * Waits until the deadline; returns 0 then, or {@value #FAILED_EXIT_CODE} as soon as a topology has failed (its
     * engine failed, a task gave up): the run stops, saying which and why, and the exit code tells scripts.
     */
    private int awaitFailure(LocalCluster cluster, ClusterShutdown shutdown, long deadlineMillis)
            throws InterruptedException {
        while (System.currentTimeMillis() < deadlineMillis) {
            java.util.Map<String, String> failures = cluster.stormMc().failures();
            if (!failures.isEmpty()) {
                failures.forEach((name, reason) -> err.println("storm-mc: topology '" + name + "' failed: " + reason));
                err.flush();
                shutdown.close("topology failed");
                ExitWatchdog.start(EXIT_GRACE_MILLIS, err);
                return FAILED_EXIT_CODE;
            }
            if (cluster.stormMc().topologies().isEmpty()) {
                // killed (storm-mc kill, the REST API): the run ends with its last topology, as a cluster's would
                shutdown.close("all topologies killed");
                ExitWatchdog.start(EXIT_GRACE_MILLIS, err);
                return 0;
            }
            Thread.sleep(Math.min(100, Math.max(1, deadlineMillis - System.currentTimeMillis())));
        }
        return 0;
    }

    /** A page that cannot start (say, a bad host) is reported, not fatal: the topology matters more. */
    private void startStatusPage(LocalCluster cluster, ClusterShutdown shutdown) {
        try {
            StatusServer page = StatusServer.start(cluster.stormMc());
            shutdown.statusPage(page);
            out.println("Storm-MC status page: " + page.url());
            out.flush();
        } catch (IOException | RuntimeException e) {
            err.println("storm-mc: warning: status page not started: " + e);
        }
    }

    private void applySystemProperties() {
        String merged = StormOptions.merge(System.getProperty(StormOptions.PROPERTY), options.configPairs());
        if (!merged.isEmpty()) {
            System.setProperty(StormOptions.PROPERTY, merged);
        }
        // storm jar sets this for StormSubmitter; keep it for code that reads it.
        if (jar != null && System.getProperty("storm.jar") == null) {
            System.setProperty("storm.jar", jar);
        }
    }

    private static List<String> topologyNames(LocalCluster cluster) throws Exception {
        List<String> names = new ArrayList<>();
        for (TopologySummary s : cluster.getTopologySummaries()) {
            names.add(s.get_name());
        }
        names.sort(null);
        return names;
    }

    private static List<TopologyInfo> topologyInfos(LocalCluster cluster) throws Exception {
        List<TopologyInfo> infos = new ArrayList<>();
        for (TopologySummary s : cluster.getTopologySummaries()) {
            try {
                infos.add(cluster.getTopologyInfo(s.get_id()));
            } catch (Exception e) {
                // Killed between the two calls: it simply has no line this time.
            }
        }
        if (infos.isEmpty()) {
            // every topology was killed: the closing line reports their final counts
            infos.addAll(cluster.stormMc().stoppedInfos());
        }
        infos.sort(Comparator.comparing(TopologyInfo::get_name));
        return infos;
    }
}
