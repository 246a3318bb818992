package io.github.stormmc.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Recorder;
import java.util.List;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.KillOptions;
import org.apache.storm.hooks.BaseWorkerHook;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;

/**
 * A kill with a wait stops the topology later, but not on the cluster's shared timer thread: stopping waits for the
 * executors, and the timer must never block (ticks and window triggers of other topologies depend on it).
 */
class DelayedKillTest {

    /** Records the thread its worker is shut down on. */
    static final class ShutdownThread extends BaseWorkerHook {
        private static final long serialVersionUID = 1L;
        private final String key;

        ShutdownThread(String key) {
            this.key = key;
        }

        @Override
        public void shutdown() {
            Recorder.record(key, Thread.currentThread().getName());
        }
    }

    @Test
    void aDelayedKillStopsTheWorkerOffTheTimerThread() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FixedSpout(key, new Fields("n"), List.of()));
        builder.addWorkerHook(new ShutdownThread(key));
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("later", new Config(), builder.createTopology());
            KillOptions wait = new KillOptions();
            wait.set_wait_secs(1);
            cluster.killTopologyWithOpts("later", wait);
            Await.until("the worker shut down", () -> !Recorder.events(key, String.class).isEmpty());
            Await.until("the topology gone", () -> cluster.stormMc().topologies().isEmpty());
        }
        assertEquals(List.of("stormmc-kill-later"), Recorder.events(key, String.class));
    }
}
