package io.github.stormmc.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Lifecycle;
import io.github.stormmc.testing.Received;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.RecordingBolt;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.KillOptions;
import org.apache.storm.generated.NotAliveException;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;

/** open/prepare and close/cleanup exactly once per task, on the task's executor thread; nothing left running. */
class LifecycleTest {

    private static TopologyBuilder topology(String key) {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FixedSpout(key, new Fields("n"), List.of(List.of(1), List.of(2))), 2);
        builder.setBolt("bolt", new RecordingBolt(key), 2).setNumTasks(4).shuffleGrouping("spout");
        return builder;
    }

    private static Map<String, Integer> callbackCounts(String key, String component) {
        Map<String, Integer> counts = new TreeMap<>();
        Recorder.events(key, Lifecycle.class).stream().filter(l -> l.component().equals(component))
            .forEach(l -> counts.merge(l.callback() + "@" + l.taskId(), 1, Integer::sum));
        return counts;
    }

    @Test
    void closeCallsCleanupAndCloseOncePerTaskOnTheExecutorThread() throws Exception {
        String key = Recorder.newKey();
        LocalCluster cluster = new LocalCluster();
        cluster.submitTopology("life", new Config(), topology(key).createTopology());
        Await.until("both tuples", () -> Recorder.count(key, Received.class) == 2);
        // a spout executor that never saw the topology active gets neither activate nor deactivate, as in Storm
        Await.until("both spouts active", () -> callbackCounts(key, "spout").containsKey("activate@7")
            && callbackCounts(key, "spout").containsKey("activate@6"));
        cluster.close();

        Map<String, Integer> bolt = callbackCounts(key, "bolt");
        Map<String, Integer> spout = callbackCounts(key, "spout");
        // default config: task 1 is __acker; bolt tasks 2-5, spout tasks 6-7
        assertEquals(Map.of("prepare@2", 1, "prepare@3", 1, "prepare@4", 1, "prepare@5", 1,
            "cleanup@2", 1, "cleanup@3", 1, "cleanup@4", 1, "cleanup@5", 1), bolt);
        assertEquals(Map.of("open@6", 1, "open@7", 1, "activate@6", 1, "activate@7", 1,
            "deactivate@6", 1, "deactivate@7", 1, "close@6", 1, "close@7", 1), spout);
        // every callback of one task ran on one thread, and on no other task's thread of another executor
        Map<Integer, Set<String>> threads = new TreeMap<>();
        Recorder.events(key, Lifecycle.class).forEach(l -> threads.computeIfAbsent(l.taskId(), t -> new HashSet<>()).add(l.thread()));
        threads.values().forEach(set -> assertEquals(1, set.size(), "threads " + set));
        assertEquals(threads.get(2), threads.get(3));
        assertEquals(threads.get(4), threads.get(5));
        assertNotEquals(threads.get(2), threads.get(4));
        assertNoEngineThreads();
    }

    @Test
    void killNowStopsOneTopologyAndLeavesOthersRunning() throws Exception {
        String first = Recorder.newKey();
        String second = Recorder.newKey();
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("first", new Config(), topology(first).createTopology());
            cluster.submitTopology("second", new Config(), topology(second).createTopology());
            Await.until("tuples", () -> Recorder.count(first, Received.class) == 2 && Recorder.count(second, Received.class) == 2);

            cluster.killTopologyWithOpts("first", LocalCluster.KILL_NOW);

            assertEquals(4, callbackCounts(first, "bolt").keySet().stream().filter(k -> k.startsWith("cleanup")).count());
            assertEquals(0, callbackCounts(second, "bolt").keySet().stream().filter(k -> k.startsWith("cleanup")).count());
            assertThrows(NotAliveException.class, () -> cluster.getTopologyInfoByName("first"));
            assertEquals("ACTIVE", cluster.getTopologyInfoByName("second").get_status());
            assertEquals(List.of("second"), cluster.getTopologySummaries().stream().map(s -> s.get_name())
                .collect(Collectors.toList()));
            // the name is free again
            cluster.submitTopology("first", new Config(), topology(Recorder.newKey()).createTopology());
        }
        assertNoEngineThreads();
    }

    @Test
    void killWithWaitDeactivatesAtOnceAndStopsLater() throws Exception {
        String key = Recorder.newKey();
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("slow-kill", new Config(), topology(key).createTopology());
            Await.until("tuples", () -> Recorder.count(key, Received.class) == 2);
            KillOptions options = new KillOptions();
            options.set_wait_secs(1);
            cluster.killTopologyWithOpts("slow-kill", options);

            assertEquals("KILLED", cluster.getTopologyInfoByName("slow-kill").get_status());
            Await.until("spouts deactivated", () -> callbackCounts(key, "spout").containsKey("deactivate@6"));
            Await.until("topology removed", () -> {
                try {
                    cluster.getTopologyInfoByName("slow-kill");
                    return false;
                } catch (NotAliveException e) {
                    return true;
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            });
            assertEquals(1, callbackCounts(key, "bolt").get("cleanup@2"));
        }
    }

    @Test
    void localTopologyCloseKillsIt() throws Exception {
        String key = Recorder.newKey();
        try (LocalCluster cluster = new LocalCluster()) {
            try (LocalCluster.LocalTopology topo = cluster.submitTopology("scoped", new Config(), topology(key).createTopology())) {
                Await.until("tuples", () -> Recorder.count(key, Received.class) == 2);
            }
            assertThrows(NotAliveException.class, () -> cluster.getTopologyInfoByName("scoped"));
            assertEquals(4, callbackCounts(key, "bolt").keySet().stream().filter(k -> k.startsWith("cleanup")).count());
        }
    }

    @Test
    void closeIsIdempotentAndShutdownIsClose() throws Exception {
        LocalCluster cluster = new LocalCluster();
        cluster.submitTopology("x", new Config(), topology(Recorder.newKey()).createTopology());
        cluster.shutdown();
        cluster.close();
        assertNoEngineThreads();
    }

    static void assertNoEngineThreads() {
        List<String> left = new ArrayList<>();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.isAlive() && t.getName().startsWith("stormmc-") && !t.getName().startsWith("stormmc-shutdown")) {
                left.add(t.getName());
            }
        }
        // threads of other tests' still-open clusters would also match; tests here close theirs before asserting
        assertTrue(left.isEmpty(), "threads left running: " + left);
        assertFalse(left.contains("stormmc-timer"));
    }
}
