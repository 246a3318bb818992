package io.github.stormmc.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.stormmc.testing.Await;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import org.apache.storm.LocalCluster;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.utils.NimbusClient;
import org.apache.storm.utils.Utils;
import org.junit.jupiter.api.Test;

/**
 * As in Storm, an open LocalCluster is the Nimbus that NimbusClient.getConfiguredClient reaches: public benchmark
 * applications stop themselves from inside a spout that way.
 */
class NimbusClientInsideTopologyTest {
    static final List<String> OUTCOMES = new CopyOnWriteArrayList<>();

    /** Kills its own topology through NimbusClient on its first nextTuple. */
    public static final class SelfKillingSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;
        private transient boolean done;

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
        }

        @Override
        public void nextTuple() {
            if (done) {
                return;
            }
            done = true;
            try {
                NimbusClient.getConfiguredClient(Utils.readStormConfig()).getClient().killTopology("self-kill");
                OUTCOMES.add("killed");
            } catch (Exception e) {
                OUTCOMES.add("failed: " + e);
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("x"));
        }
    }

    @Test
    void aSpoutKillsItsOwnTopologyThroughNimbusClient() throws Exception {
        OUTCOMES.clear();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new SelfKillingSpout());
        try (LocalCluster cluster = new LocalCluster()) {
            assertSame(cluster, NimbusClient.getConfiguredClient(Map.of()).getClient());
            cluster.submitTopology("self-kill", Map.of("topology.message.timeout.secs", 1), builder.createTopology());
            Await.until("the spout's kill call", () -> !OUTCOMES.isEmpty());
            Await.until("the topology to go", () -> {
                try {
                    return cluster.getClusterInfo().get_topologies().isEmpty();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
        }
        assertEquals(List.of("killed"), OUTCOMES);
    }

    @Test
    void closingTheClusterRestoresTheTargetItReplaced() throws Exception {
        LocalCluster outer = new LocalCluster();
        try {
            try (LocalCluster inner = new LocalCluster()) {
                assertSame(inner, NimbusClient.getConfiguredClient(Map.of()).getClient());
            }
            assertSame(outer, NimbusClient.getConfiguredClient(Map.of()).getClient());
        } finally {
            outer.close();
        }
    }
}
