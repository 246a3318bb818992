package io.github.stormmc.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.junit.jupiter.api.Test;

/** Task ids, task indexes, executor layout and one deserialised instance per task, as Storm assigns them. */
class TaskLayoutTest {

    /** What one task saw of itself in prepare/open. */
    record TaskView(String component, int taskId, int taskIndex, List<Integer> componentTasks, String thread,
                    int instance, int instanceCounter) {
    }

    /** Mutates a field copied from the builder's instance: each task must see only its own copy. */
    static final class ProbeBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private final String key;
        private int counter;

        ProbeBolt(String key) {
            this.key = key;
        }

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            counter++;
            Recorder.record(key, new TaskView(context.getThisComponentId(), context.getThisTaskId(),
                context.getThisTaskIndex(), context.getComponentTasks(context.getThisComponentId()),
                Thread.currentThread().getName(), System.identityHashCode(this), counter));
        }

        @Override
        public void execute(Tuple input) {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("x"));
        }
    }

    static final class ProbeSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;
        private final String key;

        ProbeSpout(String key) {
            this.key = key;
        }

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            Recorder.record(key, new TaskView(context.getThisComponentId(), context.getThisTaskId(),
                context.getThisTaskIndex(), context.getComponentTasks(context.getThisComponentId()),
                Thread.currentThread().getName(), System.identityHashCode(this), 1));
            Recorder.record(key, new TreeMap<>(context.getTaskToComponent()));
        }

        @Override
        public void nextTuple() {
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("x"));
        }
    }

    private static Map<String, List<Integer>> layout(String key) {
        Map<String, List<Integer>> tasks = new TreeMap<>();
        for (TaskView v : Recorder.events(key, TaskView.class)) {
            tasks.put(v.component(), v.componentTasks());
        }
        return tasks;
    }

    private static TopologyBuilder builder(String key, String spoutId) {
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout(spoutId, new ProbeSpout(key));
        builder.setBolt("split", new ProbeBolt(key), 3).shuffleGrouping(spoutId);
        builder.setBolt("count", new ProbeBolt(key), 2).setNumTasks(5).shuffleGrouping("split");
        return builder;
    }

    private static void run(String key, Config conf, TopologyBuilder builder) throws Exception {
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("layout", conf, builder.createTopology());
            Await.until("every task prepared", () -> Recorder.count(key, TaskView.class) == 1 + 3 + 5);
        }
    }

    @Test
    void defaultConfigNumbersTheHiddenAckerFirst() throws Exception {
        String key = Recorder.newKey();
        run(key, new Config(), builder(key, "spout"));
        assertEquals(Map.of("count", List.of(2, 3, 4, 5, 6), "split", List.of(7, 8, 9), "spout", List.of(10)), layout(key));
        @SuppressWarnings("unchecked")
        Map<Integer, String> taskToComponent = Recorder.events(key, Map.class).get(0);
        assertEquals("__acker", taskToComponent.get(1));
        assertEquals(10, taskToComponent.size());
    }

    @Test
    void withoutAckersNumberingStartsAtTheFirstUserComponent() throws Exception {
        String key = Recorder.newKey();
        Config conf = new Config();
        conf.setNumAckers(0);
        run(key, conf, builder(key, "spout"));
        assertEquals(Map.of("count", List.of(1, 2, 3, 4, 5), "split", List.of(6, 7, 8), "spout", List.of(9)), layout(key));
    }

    @Test
    void uppercaseIdsSortBeforeTheAcker() throws Exception {
        String key = Recorder.newKey();
        run(key, new Config(), builder(key, "Spout"));
        assertEquals(Map.of("Spout", List.of(1), "count", List.of(3, 4, 5, 6, 7), "split", List.of(8, 9, 10)), layout(key));
    }

    @Test
    void tasksAreSplitIntoContiguousExecutorRangesWithOneInstanceEach() throws Exception {
        String key = Recorder.newKey();
        Config conf = new Config();
        conf.setNumAckers(0);
        run(key, conf, builder(key, "spout"));
        List<TaskView> count = Recorder.events(key, TaskView.class).stream().filter(v -> v.component().equals("count"))
            .sorted((a, b) -> a.taskId() - b.taskId()).collect(Collectors.toList());
        // 5 tasks over 2 executors: [1-3] and [4-5]
        assertEquals(List.of(0, 1, 2, 3, 4), count.stream().map(TaskView::taskIndex).collect(Collectors.toList()));
        assertEquals(count.get(0).thread(), count.get(1).thread());
        assertEquals(count.get(0).thread(), count.get(2).thread());
        assertEquals(count.get(3).thread(), count.get(4).thread());
        assertEquals(true, !count.get(0).thread().equals(count.get(3).thread()));
        assertEquals("stormmc-layout-count[1-3]", count.get(0).thread());
        assertEquals("stormmc-layout-count[4-5]", count.get(3).thread());
        // a distinct deserialised instance per task, each starting from the builder's state
        assertEquals(5, count.stream().map(TaskView::instance).distinct().count());
        count.forEach(v -> assertEquals(1, v.instanceCounter()));
    }

    @Test
    void maxTaskParallelismCapsTasksAndExecutors() throws Exception {
        String key = Recorder.newKey();
        Config conf = new Config();
        conf.setNumAckers(0);
        conf.setMaxTaskParallelism(2);
        TopologyBuilder builder = builder(key, "spout");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("layout", conf, builder.createTopology());
            Await.until("every task prepared", () -> Recorder.count(key, TaskView.class) == 1 + 2 + 2);
        }
        assertEquals(Map.of("count", List.of(1, 2), "split", List.of(3, 4), "spout", List.of(5)), layout(key));
    }
}
