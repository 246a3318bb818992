package io.github.stormmc.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Received;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.RecordingBolt;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** Named streams, several subscribers per stream and several streams per subscriber, and direct streams. */
class StreamsAndDirectTest {
    private static final int N = 30;

    /** Emits n = 0..N-1: on "even" or "odd", and direct on "d" to the target task n mod 3 of component "direct". */
    static final class StreamsSpout extends BaseRichSpout {
        private static final long serialVersionUID = 1L;
        private transient SpoutOutputCollector collector;
        private transient List<Integer> directTasks;
        private transient int n;

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
            this.directTasks = context.getComponentTasks("direct");
        }

        @Override
        public void nextTuple() {
            if (n < N) {
                collector.emit(n % 2 == 0 ? "even" : "odd", new Values(n));
                collector.emitDirect(directTasks.get(n % 3), "d", new Values(n, "direct"));
                n++;
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declareStream("even", new Fields("n"));
            declarer.declareStream("odd", new Fields("n"));
            declarer.declareStream("d", true, new Fields("n", "tag"));
        }
    }

    @Test
    void namedStreamsMultipleSubscribersAndDirect() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("src", new StreamsSpout());
        builder.setBolt("evens", new RecordingBolt(key), 2).shuffleGrouping("src", "even");
        builder.setBolt("odds", new RecordingBolt(key)).shuffleGrouping("src", "odd");
        builder.setBolt("both", new RecordingBolt(key), 2)
            .fieldsGrouping("src", "even", new Fields("n"))
            .globalGrouping("src", "odd");
        builder.setBolt("direct", new RecordingBolt(key), 3).directGrouping("src", "d");

        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("streams", new Config(), builder.createTopology());
            Await.until("deliveries", () -> Recorder.count(key, Received.class) == N / 2 + N / 2 + N + N);
            Map<String, List<Integer>> tasks = GroupingRoutingTest.componentTasks(cluster, "streams");
            List<Received> all = Recorder.events(key, Received.class);

            assertEquals(evens(), values(all, "evens", "even"));
            assertEquals(odds(), values(all, "odds", "odd"));
            assertEquals(evens(), values(all, "both", "even"));
            assertEquals(odds(), values(all, "both", "odd"));
            all.stream().filter(r -> r.component().equals("both") && r.stream().equals("odd"))
                .forEach(r -> assertEquals(tasks.get("both").get(0), r.taskId()));
            List<Received> direct = all.stream().filter(r -> r.component().equals("direct")).collect(Collectors.toList());
            assertEquals(N, direct.size());
            for (Received r : direct) {
                int n = (Integer) r.values().get(0);
                assertEquals(tasks.get("direct").get(n % 3), r.taskId(), "direct tuple " + n);
                assertEquals("d", r.stream());
                assertEquals("src", r.sourceComponent());
            }
        }
    }

    private static List<Integer> values(List<Received> all, String component, String stream) {
        return all.stream().filter(r -> r.component().equals(component) && r.stream().equals(stream))
            .map(r -> (Integer) r.values().get(0)).sorted().collect(Collectors.toList());
    }

    private static List<Integer> evens() {
        return java.util.stream.IntStream.range(0, N).filter(i -> i % 2 == 0).boxed().collect(Collectors.toList());
    }

    private static List<Integer> odds() {
        return java.util.stream.IntStream.range(0, N).filter(i -> i % 2 == 1).boxed().collect(Collectors.toList());
    }
}
