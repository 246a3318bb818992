package io.github.stormmc.state;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.LocalDRPC;
import org.apache.storm.trident.TridentState;
import org.apache.storm.trident.TridentTopology;
import org.apache.storm.trident.operation.builtin.Count;
import org.apache.storm.trident.operation.builtin.MapGet;
import org.apache.storm.trident.state.StateType;
import org.apache.storm.trident.testing.FeederBatchSpout;
import org.apache.storm.trident.testing.Split;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A Trident word count on RocksDbMapState keeps counting where the previous run of the topology stopped. */
class TridentRocksDbStateTest {
    @TempDir
    Path dir;

    @AfterEach
    void close() {
        RocksDbStore.closeAll();
    }

    /** Runs the topology, feeds the sentences as one batch each, and returns the counts the state then holds. */
    private Map<String, Long> run(List<String> sentences, StateType type) throws Exception {
        FeederBatchSpout spout = new FeederBatchSpout(List.of("sentence"));
        try (LocalDRPC drpc = new LocalDRPC(); LocalCluster cluster = new LocalCluster()) {
            TridentTopology topology = new TridentTopology();
            TridentState counts = topology.newStream("sentences", spout)
                .each(new Fields("sentence"), new Split(), new Fields("word"))
                .groupBy(new Fields("word"))
                .persistentAggregate(new RocksDbMapState.Factory(type, "counts"), new Count(), new Fields("count"))
                .parallelismHint(2);
            topology.newDRPCStream("counts", drpc)
                .each(new Fields("args"), new Split(), new Fields("word"))
                .groupBy(new Fields("word"))
                .stateQuery(counts, new Fields("word"), new MapGet(), new Fields("count"))
                .project(new Fields("word", "count"));
            Config conf = new Config();
            conf.put(RocksDbStateProvider.DIR, dir.toString());
            conf.put(Config.TOPOLOGY_STATE_PROVIDER, RocksDbStateProvider.class.getName());
            conf.put(Config.TOPOLOGY_TRIDENT_BATCH_EMIT_INTERVAL_MILLIS, 5);
            cluster.submitTopology("trident-rocks", conf, topology.build());
            for (String s : sentences) {
                spout.feed(new ArrayList<>(List.of(new Values(s))));
            }
            // a fed batch is emitted when feed returns; its counts are readable once it has committed
            Map<String, Long> result = query(drpc);
            long deadline = System.currentTimeMillis() + 60_000;
            while (!complete(result, sentences) && System.currentTimeMillis() < deadline) {
                Thread.sleep(20);
                result = query(drpc);
            }
            return result;
        }
    }

    /** What the current run's state must hold once its batches have committed. */
    private static Map<String, Long> expected;

    private static boolean complete(Map<String, Long> result, List<String> sentences) {
        return result.equals(expected);
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Long> query(LocalDRPC drpc) throws Exception {
        String json = drpc.execute("counts", "a b c d");
        List<List<Object>> rows = (List<List<Object>>) io.github.stormmc.json.Json.read(json);
        Map<String, Long> counts = new TreeMap<>();
        for (List<Object> row : rows) {
            if (row.get(1) != null) {
                counts.put((String) row.get(0), ((Number) row.get(1)).longValue());
            }
        }
        return counts;
    }

    @Test
    void opaqueCountsContinueAcrossARestartedTopology() throws Exception {
        expected = Map.of("a", 2L, "b", 1L, "c", 1L);
        assertEquals(expected, run(List.of("a b", "a c"), StateType.OPAQUE));
        RocksDbStore.closeAll(); // as a new process: the database is opened again
        expected = Map.of("a", 3L, "b", 1L, "c", 1L, "d", 2L);
        assertEquals(expected, run(List.of("d a", "d"), StateType.OPAQUE));
    }

    @Test
    void withoutTheRocksDbStateProviderTheStateRefusesToStart() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
            () -> new RocksDbMapState.Factory(StateType.OPAQUE, "counts").makeState(
                Map.of(RocksDbStateProvider.DIR, dir.toString()), null, 0, 1));
        assertEquals("RocksDbMapState 'counts' needs topology.state.provider = "
            + "io.github.stormmc.state.RocksDbStateProvider so that Trident's transaction ids survive a restart with "
            + "the state; it is null", e.getMessage());
    }

    @Test
    void transactionalCountsContinueAcrossARestartedTopology() throws Exception {
        expected = Map.of("b", 2L, "c", 1L);
        assertEquals(expected, run(List.of("b b c"), StateType.TRANSACTIONAL));
        RocksDbStore.closeAll();
        expected = Map.of("b", 3L, "c", 1L);
        assertEquals(expected, run(List.of("b"), StateType.TRANSACTIONAL));
    }
}
