package org.apache.storm.testing;

import io.github.stormmc.testkit.ClusterActivity;
import org.apache.storm.ILocalCluster;
import org.apache.storm.LocalCluster;
import org.apache.storm.Testing;
import org.apache.storm.generated.StormTopology;

/**
 * A topology whose progress a test can wait for: {@link #trackedWait(int, int)} returns once the spouts of the
 * cluster have emitted {@code target} more tuples since the last wait and everything they caused has been processed.
 *
 * <p>Storm wraps every spout and bolt in counting trackers; Storm-MC reads its executors' exact counters instead, so
 * the topology is submitted unchanged. The amounts ({@link #globalAmt}) are over every topology of the cluster, as
 * Storm's are over every tracked topology of its cluster, but they count only user tuples: Storm's also include the
 * messages its acker executors exchange, which Storm-MC does not have.
 */
public class TrackedTopology {
    private final StormTopology topology;
    private final ILocalCluster cluster;
    private long lastSpoutCommit;

    public TrackedTopology(StormTopology origTopo, ILocalCluster cluster) {
        this.topology = origTopo;
        this.cluster = cluster;
    }

    public StormTopology getTopology() {
        return topology;
    }

    public ILocalCluster getCluster() {
        return cluster;
    }

    public void trackedWait() {
        trackedWait(1, Testing.TEST_TIMEOUT_MS);
    }

    public void trackedWait(int target) {
        trackedWait(target, Testing.TEST_TIMEOUT_MS);
    }

    /**
     * Waits until the spouts emitted at least {@code target} tuples since the previous wait and the cluster is quiet
     * (queues empty, counters still); fails with an {@link AssertionError} after {@code timeoutMs} of real time.
     */
    public synchronized void trackedWait(int target, int timeoutMs) {
        ClusterActivity activity = activity();
        long goal = lastSpoutCommit + target;
        Testing.whileTimeout(timeoutMs, new Testing.Condition() {
            @Override
            public boolean exec() {
                return activity.amount("spout-emitted") < goal || !activity.isQuiet();
            }

            @Override
            public String toString() {
                return "waiting for " + goal + " spout emits (now " + activity.amount("spout-emitted")
                    + ") and for every tuple to be processed";
            }
        }, TrackedTopology::pause);
        lastSpoutCommit = activity.amount("spout-emitted");
    }

    /** One of {@code spout-emitted}, {@code transferred} (tuples delivered to tasks) or {@code processed}. */
    public int globalAmt(String key) {
        return (int) activity().amount(key);
    }

    private ClusterActivity activity() {
        if (!(cluster instanceof LocalCluster)) {
            throw new UnsupportedOperationException("Storm-MC tracks topologies on org.apache.storm.LocalCluster only, "
                + "not on " + cluster.getClass().getName());
        }
        return new ClusterActivity(((LocalCluster) cluster).stormMc());
    }

    private static void pause() {
        try {
            Thread.sleep(2);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RuntimeException(e);
        }
    }
}
