package io.github.stormmc.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.FixedSpout;
import io.github.stormmc.testing.Recorder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.topology.BasicOutputCollector;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.TopologyBuilder;
import org.apache.storm.topology.base.BaseBasicBolt;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** WordCount over a finite input: every count exactly right, with parallel splitters and counters, under every wait strategy. */
class WordCountTest {
    private static final String[] LINES = {
        "It was the best of times, it was the worst of times,",
        "it was the age of wisdom, it was the age of foolishness,",
        "it was the epoch of belief, it was the epoch of incredulity,",
        "it was the season of Light, it was the season of Darkness,",
        "it was the spring of hope, it was the winter of despair,",
    };
    private static final int REPEAT = 200;

    static final class SplitBolt extends BaseBasicBolt {
        private static final long serialVersionUID = 1L;

        @Override
        public void execute(Tuple input, BasicOutputCollector collector) {
            for (String word : input.getStringByField("line").split("\\s+")) {
                if (!word.isEmpty()) {
                    collector.emit(new Values(word));
                }
            }
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("word"));
        }
    }

    /** Counts words; records (word, count) on every update so the test can read the final counts. */
    static final class CountBolt extends BaseBasicBolt {
        private static final long serialVersionUID = 1L;
        private final String key;
        private final Map<String, Integer> counts = new HashMap<>();

        CountBolt(String key) {
            this.key = key;
        }

        @Override
        public void execute(Tuple input, BasicOutputCollector collector) {
            String word = input.getString(0);
            int count = counts.merge(word, 1, Integer::sum);
            Recorder.record(key, new Values(word, count));
            collector.emit(new Values(word, count));
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("word", "count"));
        }
    }

    @ParameterizedTest(name = "wait strategy {0}")
    @ValueSource(strings = {"blocking", "sleeping", "yielding", "busy-spin", "progressive"})
    void countsEveryWordExactly(String waitStrategy) throws Exception {
        List<List<Object>> lines = new ArrayList<>();
        Map<String, Integer> expected = new TreeMap<>();
        for (int r = 0; r < REPEAT; r++) {
            for (String line : LINES) {
                lines.add(List.of(line));
                for (String w : line.split("\\s+")) {
                    expected.merge(w, 1, Integer::sum);
                }
            }
        }
        int totalWords = expected.values().stream().mapToInt(Integer::intValue).sum();
        String key = Recorder.newKey();
        TopologyBuilder builder = new TopologyBuilder();
        builder.setSpout("spout", new FixedSpout(Recorder.newKey(), new Fields("line"), lines));
        builder.setBolt("split", new SplitBolt(), 3).shuffleGrouping("spout");
        builder.setBolt("count", new CountBolt(key), 2).fieldsGrouping("split", new Fields("word"));

        try (LocalCluster cluster = new LocalCluster()) {
            Config conf = new Config();
            conf.put(io.github.stormmc.config.StormMcConfig.EXECUTOR_WAIT_STRATEGY, waitStrategy);
            cluster.submitTopology("wordcount", conf, builder.createTopology());
            Await.until("every word counted", () -> Recorder.count(key, Values.class) == totalWords);

            Map<String, Integer> finalCounts = new TreeMap<>();
            for (Values v : Recorder.events(key, Values.class)) {
                finalCounts.merge((String) v.get(0), (Integer) v.get(1), Math::max);
            }
            assertEquals(expected, finalCounts);

            // exact statistics: every tuple executed once
            long executedBySplit = executed(cluster, "split");
            long executedByCount = executed(cluster, "count");
            assertEquals(lines.size(), executedBySplit);
            assertEquals(totalWords, executedByCount);
        }
    }

    private static long executed(LocalCluster cluster, String component) throws Exception {
        return cluster.getTopologyInfoByName("wordcount").get_executors().stream()
            .filter(e -> e.get_component_id().equals(component))
            .mapToLong(e -> e.get_stats().get_specific().get_bolt().get_executed().get(":all-time").values().stream()
                .mapToLong(Long::longValue).sum())
            .sum();
    }
}
