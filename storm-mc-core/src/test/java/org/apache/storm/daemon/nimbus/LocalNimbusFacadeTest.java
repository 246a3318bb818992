package org.apache.storm.daemon.nimbus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.KillOptions;
import org.apache.storm.generated.NotAliveException;
import org.apache.storm.generated.TopologySummary;
import org.apache.storm.testing.TestWordCounter;
import org.apache.storm.testing.TestWordSpout;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;

/** LocalCluster.getNimbus(): the Nimbus.Iface calls of Storm's local Nimbus, answered by the local cluster. */
class LocalNimbusFacadeTest {

    @Test
    void submitsListsDeactivatesAndKillsThroughTheNimbusFacade() throws Exception {
        try (LocalCluster cluster = new LocalCluster()) {
            Nimbus nimbus = cluster.getNimbus();
            TopologyBuilder builder = new TopologyBuilder();
            builder.setSpout("words", new TestWordSpout(), 1);
            builder.setBolt("count", new TestWordCounter(), 2).fieldsGrouping("words", new Fields("word"));
            Config conf = new Config();
            conf.setNumWorkers(1);

            nimbus.submitTopology("via-nimbus", null, io.github.stormmc.json.Json.write(conf), builder.createTopology());

            List<TopologySummary> topologies = nimbus.getClusterInfo().get_topologies();
            assertEquals(1, topologies.size());
            TopologySummary summary = topologies.get(0);
            assertEquals("via-nimbus", summary.get_name());
            assertEquals("ACTIVE", summary.get_status());
            assertEquals("via-nimbus", nimbus.getTopologyInfo(summary.get_id()).get_name());
            assertTrue(nimbus.getTopology(summary.get_id()).get_bolts().containsKey("count"));

            nimbus.deactivate("via-nimbus");
            assertEquals("INACTIVE", nimbus.getClusterInfo().get_topologies().get(0).get_status());
            nimbus.activate("via-nimbus");
            assertEquals("ACTIVE", nimbus.getClusterInfo().get_topologies().get(0).get_status());

            KillOptions now = new KillOptions();
            now.set_wait_secs(0);
            nimbus.killTopologyWithOpts("via-nimbus", now);
            assertEquals(0, cluster.getClusterInfo().get_topologies_size(), "the cluster saw the kill");
            assertThrows(NotAliveException.class, () -> nimbus.deactivate("via-nimbus"));
        }
    }

    @Test
    void rejectsAMissingCluster() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new Nimbus(null));
        assertTrue(e.getMessage().contains("LocalCluster"));
    }
}
