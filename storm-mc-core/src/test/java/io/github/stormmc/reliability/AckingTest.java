package io.github.stormmc.reliability;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import io.github.stormmc.testing.ReliableSpout;
import io.github.stormmc.testing.ReliableSpout.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.FailedException;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.ReportedFailedException;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.topology.base.BaseRichBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** Storm's acking contract: exactly-once ack or fail per spout tuple, on the spout's thread. */
class AckingTest {
    private static final Map<String, Set<Object>> SEEN = new ConcurrentHashMap<>();

    /** Re-emits its input twice, anchored, then acks it (a tree of three tuples per spout tuple). */
    static final class FanOutBolt extends BaseRichBolt {
        private static final long serialVersionUID = 1L;
        private transient OutputCollector collector;

        @Override
        public void prepare(Map<String, Object> conf, TopologyContext context, OutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void execute(Tuple input) {
            collector.emit(input, new Values(input.getValue(0)));
            collector.emit(input, new Values(input.getValue(0)));
            collector.ack(input);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("id"));
        }
    }

    /** A basic bolt: acks automatically; fails (and replays) every id the first time it sees it, if asked to. */
    static final class SinkBolt extends BaseBasicBolt {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final String mode;

        SinkBolt(String key, String mode) {
            this.key = key;
            this.mode = mode;
        }

        @Override
        public void execute(Tuple input, BasicOutputCollector collector) {
            Object id = input.getValue(0);
            boolean first = SEEN.computeIfAbsent(key, k -> ConcurrentHashMap.newKeySet()).add(id);
            if (first && mode.equals("fail-first")) {
                throw new FailedException("first sight of " + id);
            }
            if (first && mode.equals("report-first")) {
                throw new ReportedFailedException("reported first sight of " + id);
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
        }
    }

    private static Map<String, Map<Integer, Integer>> outcomesById(String key) {
        Map<String, Map<Integer, Integer>> result = new TreeMap<>();
        for (Outcome o : Recorder.events(key, Outcome.class)) {
            result.computeIfAbsent(o.kind(), k -> new TreeMap<>()).merge(o.id(), 1, Integer::sum);
        }
        return result;
    }

    private static Map<Integer, Integer> onceEach(int n) {
        Map<Integer, Integer> m = new TreeMap<>();
        for (int i = 0; i < n; i++) {
            m.put(i, 1);
        }
        return m;
    }

    private static void run(String name, Config conf, TopologyBuilder builder, String key, int acks) throws Exception {
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology(name, conf, builder.createTopology());
            Await.until(acks + " acks", () -> Recorder.events(key, Outcome.class).stream().filter(o -> o.kind().equals("ack")).count() >= acks);
            Thread.sleep(50); // would expose a duplicate ack arriving late
        }
    }

    @Test
    void everyTreeIsAckedExactlyOnceOnTheSpoutThread() throws Exception {
        String key = Recorder.newKey();
        int n = 500;
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new ReliableSpout(key, n), 2);
        builder.setBolt("fan", new FanOutBolt(), 3).shuffleGrouping("spout");
        builder.setBolt("sink", new SinkBolt(key, "ack"), 2).fieldsGrouping("fan", new Fields("id"));
        run("acks", new Config(), builder, key, 2 * n);

        Map<String, Map<Integer, Integer>> outcomes = outcomesById(key);
        Map<Integer, Integer> twiceEach = new TreeMap<>();
        onceEach(n).forEach((id, one) -> twiceEach.put(id, 2)); // two spout tasks emit every id
        assertEquals(twiceEach, outcomes.get("ack"));
        assertEquals(null, outcomes.get("fail"));
        assertTrue(Recorder.events(key, Outcome.class).stream().allMatch(Outcome::onSpoutThread));
    }

    @Test
    void failedTuplesAreReplayedUntilAcked() throws Exception {
        String key = Recorder.newKey();
        int n = 200;
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new ReliableSpout(key, n));
        builder.setBolt("fan", new FanOutBolt(), 2).shuffleGrouping("spout");
        builder.setBolt("sink", new SinkBolt(key, "fail-first"), 2).fieldsGrouping("fan", new Fields("id"));
        run("replays", new Config(), builder, key, n);

        Map<String, Map<Integer, Integer>> outcomes = outcomesById(key);
        assertEquals(onceEach(n), outcomes.get("ack"));
        assertEquals(onceEach(n), outcomes.get("fail"));
        // each fail came before the id's only ack
        Map<Integer, List<String>> order = new TreeMap<>();
        Recorder.events(key, Outcome.class).stream().filter(o -> !o.kind().equals("emit"))
            .forEach(o -> order.computeIfAbsent(o.id(), k -> new ArrayList<>()).add(o.kind()));
        order.values().forEach(kinds -> assertEquals(List.of("fail", "ack"), kinds));
    }

    @Test
    void reportedFailedExceptionFailsAndReportsTheError() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new ReliableSpout(key, 5));
        builder.setBolt("sink", new SinkBolt(key, "report-first")).shuffleGrouping("spout");
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("reported", new Config(), builder.createTopology());
            Await.until("5 acks", () -> outcomesById(key).getOrDefault("ack", Map.of()).size() == 5);
            List<String> errors = cluster.getTopologyInfoByName("reported").get_errors().get("sink").stream()
                .map(e -> e.get_error()).collect(Collectors.toList());
            assertEquals(5, errors.size());
            assertTrue(errors.get(0).contains("ReportedFailedException: reported first sight of"), errors.get(0));
        }
        assertEquals(onceEach(5), outcomesById(key).get("fail"));
    }

    @Test
    void withoutAckersTheSpoutIsAckedAtEmitAndTuplesAreUnanchored() throws Exception {
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new ReliableSpout(key, 50));
        builder.setBolt("fan", new FanOutBolt()).shuffleGrouping("spout");
        Config conf = new Config();
        conf.setNumAckers(0);
        run("no-ackers", conf, builder, key, 50);
        List<Outcome> events = Recorder.events(key, Outcome.class);
        // ack is called inside emit, before the spout records its emit
        for (int i = 0; i < 50; i++) {
            assertEquals(new Outcome("ack", i, true, 0).kind(), events.get(2 * i).kind());
            assertEquals(i, events.get(2 * i).id());
            assertEquals("emit", events.get(2 * i + 1).kind());
        }
    }
}
