package io.github.stormmc.testkit;

import io.github.stormmc.cluster.InProcessCluster;
import io.github.stormmc.cluster.RunningTopology;
import io.github.stormmc.executor.Executor;
import io.github.stormmc.stats.ExecutorStats;
import java.util.Arrays;

/**
 * Tells when every topology of a cluster has gone quiet: no message waiting in any receive queue and no executor
 * counter moving. Counters are read before and after the queue scan; if none moved, no tuple was emitted, executed,
 * acked or failed during the scan, so the empty queues seen were empty at one moment together. Quiet is reported only
 * after two consecutive quiet checks with the same counters, which also gives spouts a round to deliver outcomes of
 * trees completed just before.
 *
 * <p>Not thread-safe: one watcher per waiting thread.
 */
public final class ClusterActivity {
    private final InProcessCluster cluster;
    private long[] lastQuiet;

    public ClusterActivity(InProcessCluster cluster) {
        this.cluster = cluster;
    }

    /** One check; true when this check and the previous one were quiet with identical counters. */
    public boolean isQuiet() {
        long[] before = counters();
        boolean empty = queuesEmpty();
        long[] after = counters();
        boolean quietNow = empty && Arrays.equals(before, after);
        boolean quiet = quietNow && Arrays.equals(lastQuiet, after);
        lastQuiet = quietNow ? after : null;
        return quiet;
    }

    private boolean queuesEmpty() {
        for (RunningTopology topology : cluster.topologies()) {
            if (!topology.worker().queuesEmpty()) {
                return false;
            }
        }
        return true;
    }

    private long[] counters() {
        long[] sums = new long[6];
        for (RunningTopology topology : cluster.topologies()) {
            sums[0]++;
            for (Executor executor : topology.worker().executors()) {
                ExecutorStats stats = executor.stats();
                sums[1] += stats.emitted().total();
                sums[2] += stats.transferred().total();
                sums[3] += stats.executed().total();
                sums[4] += stats.acked().total();
                sums[5] += stats.failed().total();
            }
        }
        return sums;
    }

    /** Storm's tracked amounts over every topology of the cluster (see {@code TrackedTopology}). */
    public long amount(String key) {
        long sum = 0;
        for (RunningTopology topology : cluster.topologies()) {
            for (Executor executor : topology.worker().executors()) {
                ExecutorStats stats = executor.stats();
                switch (key) {
                    case "spout-emitted" -> sum += executor.isSpout() ? stats.emitted().total() : 0;
                    case "transferred" -> sum += stats.transferred().total();
                    case "processed" -> sum += executor.isSpout() ? 0 : stats.executed().total();
                    default -> throw new IllegalArgumentException("Unknown tracked amount '" + key
                        + "': expected spout-emitted, transferred or processed");
                }
            }
        }
        return sum;
    }
}
