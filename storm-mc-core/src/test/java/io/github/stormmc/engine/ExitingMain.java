package io.github.stormmc.engine;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Received;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.RecordingBolt;
import java.util.List;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.StormSubmitter;
import org.apache.storm.generated.KillOptions;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.NimbusClient;

/**
 * Run in a child JVM by {@link JvmExitTest}: runs a topology, stops it, and returns from main without
 * {@code System.exit}. The JVM must then end by itself.
 */
public final class ExitingMain {
    private ExitingMain() {
    }

    public static void main(String[] args) throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FixedSpout(key, new Fields("n"), List.of(List.of(1), List.of(2))), 2);
        builder.setBolt("bolt", new RecordingBolt(key), 3).shuffleGrouping("spout");
        builder.setBolt("ticking", new RecordingBolt(key)).shuffleGrouping("spout")
            .addConfiguration(Config.TOPOLOGY_TICK_TUPLE_FREQ_SECS, 1);
        if ("fatal".equals(args[0])) {
            // Default stormmc.fault.fatal (halt): an OutOfMemoryError from user code halts the JVM with exit 20.
            TopologyBuilder failing = new TopologyBuilder();
            failing.setSpout("spout", new FixedSpout(key, new Fields("n"), List.of(List.of(1))));
            failing.setBolt("oom", (org.apache.storm.lambda.SerializableConsumer<org.apache.storm.tuple.Tuple>) t -> {
                throw new OutOfMemoryError("Java heap space (injected)");
            }).shuffleGrouping("spout");
            LocalCluster cluster = new LocalCluster();
            cluster.submitTopology("fatal", new Config(), failing.createTopology());
            Thread.sleep(60_000);
            System.out.println("not halted");
            return;
        }
        if ("halt".equals(args[0])) {
            TopologyBuilder failing = new TopologyBuilder();
            failing.setSpout("spout", new FixedSpout(key, new Fields("n"), List.of(List.of(1))));
            failing.setBolt("throws", (org.apache.storm.lambda.SerializableConsumer<org.apache.storm.tuple.Tuple>) t -> {
                throw new IllegalStateException("boom");
            }).shuffleGrouping("spout");
            Config conf = new Config();
            conf.put(io.github.stormmc.config.StormMcConfig.FAULT_POLICY, "halt");
            LocalCluster cluster = new LocalCluster();
            cluster.submitTopology("halting", conf, failing.createTopology());
            Thread.sleep(60_000); // the fault halts the JVM long before this
            System.out.println("not halted");
            return;
        }
        if ("submitter".equals(args[0])) {
            StormSubmitter.submitTopology("exiting", new Config(), builder.createTopology());
            Await.until("tuples", () -> Recorder.count(key, Received.class) >= 4);
            KillOptions now = new KillOptions();
            now.set_wait_secs(0);
            NimbusClient.getConfiguredClient(new Config()).getClient().killTopologyWithOpts("exiting", now);
        } else {
            LocalCluster cluster = new LocalCluster();
            cluster.submitTopology("exiting", new Config(), builder.createTopology());
            Await.until("tuples", () -> Recorder.count(key, Received.class) >= 4);
            cluster.close();
        }
        System.out.println("main returned");
    }
}
