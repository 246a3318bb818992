package io.github.stormmc.benchmarks.jmh;

import io.github.stormmc.benchmarks.common.BenchConf;
import io.github.stormmc.benchmarks.common.Gate;
import io.github.stormmc.benchmarks.common.LatencyMeters;
import io.github.stormmc.benchmarks.common.Meters;
import java.util.concurrent.locks.LockSupport;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.KillOptions;
import org.apache.storm.generated.StormTopology;

/**
 * A topology kept running for a whole JMH trial, with gated spouts: each benchmark call releases a fixed number
 * of spout tuples and returns once a chosen counter (a sink's executed count, or the spout's acked count) grew by
 * the expected amount. Works on whichever engine is on the classpath.
 */
final class GatedTopology implements AutoCloseable {

    private static final String NAME = "jmh";
    private static final long TIMEOUT_NANOS = 120_000_000_000L;

    private final LocalCluster cluster;

    private GatedTopology(LocalCluster cluster) {
        this.cluster = cluster;
    }

    static GatedTopology start(StormTopology topology, Config conf) throws Exception {
        Meters.clear();
        LatencyMeters.clear();
        Gate.reset();
        conf.put(BenchConf.GATED, true);
        conf.setDebug(false);
        LocalCluster cluster = new LocalCluster();
        cluster.submitTopology(NAME, conf, topology);
        return new GatedTopology(cluster);
    }

    static Config config(boolean acked) {
        Config conf = new Config();
        conf.setNumAckers(acked ? 1 : 0);
        conf.put(BenchConf.ACKED, acked);
        if (acked) {
            conf.setMaxSpoutPending(1000);
        }
        return conf;
    }

    /** Releases {@code tuples} spout tuples and waits until {@code counter}'s total grew by {@code expected}. */
    void push(long tuples, String counter, long expected) {
        long target = Meters.total(counter) + expected;
        Gate.release(tuples);
        long deadline = System.nanoTime() + TIMEOUT_NANOS;
        while (Meters.total(counter) < target) {
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException(counter + " reached " + Meters.total(counter) + " of " + target
                        + " within " + TIMEOUT_NANOS / 1_000_000_000L + " s; counts " + Meters.totals());
            }
            LockSupport.parkNanos(20_000);
        }
    }

    @Override
    public void close() throws Exception {
        KillOptions now = new KillOptions();
        now.set_wait_secs(0);
        cluster.killTopologyWithOpts(NAME, now);
        cluster.close();
    }
}
