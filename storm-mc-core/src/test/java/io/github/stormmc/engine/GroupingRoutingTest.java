package io.github.stormmc.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Received;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.RecordingBolt;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.task.WorkerTopologyContext;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;

/** Every grouping routes exactly as Storm's does, observed end to end through a running topology. */
class GroupingRoutingTest {
    private static final int N = 120;

    private static List<List<Object>> numbered(int n) {
        List<List<Object>> tuples = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            tuples.add(Arrays.asList(i, "k" + (i % 7)));
        }
        return tuples;
    }

    private static Map<Integer, Integer> countsByTask(List<Received> received) {
        Map<Integer, Integer> counts = new TreeMap<>();
        received.forEach(r -> counts.merge(r.taskId(), 1, Integer::sum));
        return counts;
    }

    private static List<Received> of(String key, String component) {
        return Recorder.events(key, Received.class).stream().filter(r -> r.component().equals(component))
            .collect(Collectors.toList());
    }

    @Test
    void everyGroupingRoutesLikeStorm() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("src", new FixedSpout(key, new Fields("n", "key"), numbered(N)));
        builder.setBolt("shuffle", new RecordingBolt(key), 4).shuffleGrouping("src");
        builder.setBolt("local", new RecordingBolt(key), 3).localOrShuffleGrouping("src");
        builder.setBolt("fields", new RecordingBolt(key), 3).fieldsGrouping("src", new Fields("key"));
        builder.setBolt("all", new RecordingBolt(key), 2).allGrouping("src");
        builder.setBolt("global", new RecordingBolt(key), 3).globalGrouping("src");
        builder.setBolt("none", new RecordingBolt(key), 2).noneGrouping("src");
        builder.setBolt("partial", new RecordingBolt(key), 3).partialKeyGrouping("src", new Fields("key"));
        builder.setBolt("custom", new RecordingBolt(key), 3).customGrouping("src", new ModuloGrouping());
        int expectedDeliveries = N * (1 + 1 + 1 + 2 + 1 + 1 + 1 + 1);

        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("groupings", new Config(), builder.createTopology());
            Await.until("all deliveries", () -> Recorder.count(key, Received.class) == expectedDeliveries);
            Map<String, List<Integer>> tasks = componentTasks(cluster, "groupings");

            // shuffle: one producer, round robin over the targets -> exactly equal shares
            assertEquals(Map.of(tasks.get("shuffle").get(0), 30, tasks.get("shuffle").get(1), 30,
                tasks.get("shuffle").get(2), 30, tasks.get("shuffle").get(3), 30), countsByTask(of(key, "shuffle")));
            // localOrShuffle: every task is local -> shuffle: shares differ by at most one
            List<Integer> local = new ArrayList<>(countsByTask(of(key, "local")).values());
            assertEquals(List.of(40, 40, 40), local);
            // fields: each key on exactly one task, the index Storm computes: floorMod(deepHashCode([key]), n)
            for (Received r : of(key, "fields")) {
                Object k = r.values().get(1);
                assertEquals(Math.floorMod(Arrays.deepHashCode(new Object[] {k}), 3), r.taskIndex(), "key " + k);
            }
            assertEquals(N, of(key, "fields").size());
            // all: every task gets every tuple
            assertEquals(Map.of(tasks.get("all").get(0), N, tasks.get("all").get(1), N), countsByTask(of(key, "all")));
            // global: the lowest task id gets everything
            assertEquals(Map.of(tasks.get("global").get(0), N), countsByTask(of(key, "global")));
            // none: one random task per tuple
            assertEquals(N, of(key, "none").size());
            // partialKey: each key goes to at most two tasks
            Map<Object, Set<Integer>> partial = new HashMap<>();
            of(key, "partial").forEach(r -> partial.computeIfAbsent(r.values().get(1), x -> new HashSet<>()).add(r.taskId()));
            assertEquals(7, partial.size());
            partial.values().forEach(set -> assertTrue(set.size() <= 2, "partial key tasks " + set));
            assertEquals(N, of(key, "partial").size());
            // custom: exactly the task the grouping chose
            for (Received r : of(key, "custom")) {
                int n = (Integer) r.values().get(0);
                assertEquals(tasks.get("custom").get(n % 3), r.taskId());
            }
            assertEquals(N, of(key, "custom").size());
        }
    }

    @Test
    void emitReturnsTheTargetTaskIds() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("src", new FixedSpout(key, new Fields("n", "key"), numbered(20)));
        builder.setBolt("a", new RecordingBolt(key), 2).fieldsGrouping("src", new Fields("key"));
        builder.setBolt("b", new RecordingBolt(key), 3).allGrouping("src");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("returns", new Config(), builder.createTopology());
            Await.until("deliveries", () -> Recorder.count(key, Received.class) == 20 * 4);
            Map<Object, List<Integer>> receivers = new HashMap<>();
            for (Received r : Recorder.events(key, Received.class)) {
                receivers.computeIfAbsent(r.values().get(0), x -> new ArrayList<>()).add(r.taskId());
            }
            for (FixedSpout.Emitted e : Recorder.events(key, FixedSpout.Emitted.class)) {
                List<Integer> returned = new ArrayList<>(e.targets());
                List<Integer> actual = new ArrayList<>(receivers.get(e.values().get(0)));
                returned.sort(null);
                actual.sort(null);
                assertEquals(actual, returned, "targets of " + e.values());
                assertEquals(4, returned.size());
            }
        }
    }

    static Map<String, List<Integer>> componentTasks(LocalCluster cluster, String name) throws Exception {
        Map<String, List<Integer>> tasks = new TreeMap<>();
        cluster.getTopologyInfoByName(name).get_executors().forEach(e -> {
            List<Integer> list = tasks.computeIfAbsent(e.get_component_id(), k -> new ArrayList<>());
            for (int t = e.get_executor_info().get_task_start(); t <= e.get_executor_info().get_task_end(); t++) {
                list.add(t);
            }
        });
        tasks.values().forEach(l -> l.sort(null));
        return tasks;
    }

    /** Sends tuple n to target task n mod the number of targets. */
    static final class ModuloGrouping implements CustomStreamGrouping {
        private static final long serialVersionUID = 1L;
        private List<Integer> targets;

        @Override
        public void prepare(WorkerTopologyContext context, GlobalStreamId stream, List<Integer> targetTasks) {
            this.targets = new ArrayList<>(targetTasks);
            this.targets.sort(null);
        }

        @Override
        public List<Integer> chooseTasks(int taskId, List<Object> values) {
            return List.of(targets.get((Integer) values.get(0) % targets.size()));
        }
    }
}
