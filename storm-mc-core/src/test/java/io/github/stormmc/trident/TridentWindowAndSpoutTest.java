package io.github.stormmc.trident;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.Await;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.storm.LocalCluster;
import org.apache.storm.spout.SpoutOutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.topology.OutputFieldsDeclarer;
import org.apache.storm.topology.base.BaseRichSpout;
import org.apache.storm.trident.TridentTopology;
import org.apache.storm.trident.operation.BaseAggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.testing.FixedBatchSpout;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.windowing.InMemoryWindowsStoreFactory;
import org.apache.storm.trident.windowing.config.SlidingCountWindow;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** Count windows over Trident streams, and a plain rich spout used as a Trident source. */
class TridentWindowAndSpoutTest {

    /** Sums field 0 of the window's tuples. */
    static final class SumAgg extends BaseAggregator<long[]> {
        @Override
        public long[] init(Object batchId, TridentCollector collector) {
            return new long[1];
        }

        @Override
        public void aggregate(long[] val, TridentTuple tuple, TridentCollector collector) {
            val[0] += tuple.getInteger(0);
        }

        @Override
        public void complete(long[] val, TridentCollector collector) {
            collector.emit(new Values(val[0]));
        }
    }

    static FixedBatchSpout oneToTen() {
        List<Object>[] tuples = new List[10];
        for (int i = 0; i < 10; i++) {
            tuples[i] = new Values(i + 1);
        }
        return new FixedBatchSpout(new Fields("n"), 3, tuples);
    }

    @Test
    void slidingAndTumblingCountWindows() throws Exception {
        Sink sliding = Sink.create();
        Sink tumbling = Sink.create();
        Sink viaConfig = Sink.create();
        TridentTopology topology = new TridentTopology();
        topology.newStream("n1", oneToTen())
                .slidingWindow(4, 2, new InMemoryWindowsStoreFactory(), new Fields("n"), new SumAgg(), new Fields("sum"))
                .peek(sliding);
        topology.newStream("n2", oneToTen())
                .tumblingWindow(3, new InMemoryWindowsStoreFactory(), new Fields("n"), new SumAgg(), new Fields("sum"))
                .peek(tumbling);
        topology.newStream("n3", oneToTen())
                .window(SlidingCountWindow.of(10, 5), new Fields("n"), new SumAgg(), new Fields("sum"))
                .peek(viaConfig);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("windows", TridentOperationsTest.fastBatches(), topology.build());
            Await.until("windows", () -> sliding.size() >= 5 && tumbling.size() >= 3 && viaConfig.size() >= 2);
        }
        assertEquals(List.of(List.of(3L), List.of(10L), List.of(18L), List.of(26L), List.of(34L)), sliding.tuples());
        assertEquals(List.of(List.of(6L), List.of(15L), List.of(24L)), tumbling.tuples());
        assertEquals(List.of(List.of(15L), List.of(55L)), viaConfig.tuples());
    }

    static final Map<String, Set<Object>> ACKED = new ConcurrentHashMap<>();

    /** Emits "a".."e" with message ids, one per nextTuple, and records the acked ids. */
    static final class LetterSpout extends BaseRichSpout {
        private final String key;
        private transient SpoutOutputCollector collector;
        private transient int next;

        LetterSpout(String key) {
            this.key = key;
        }

        @Override
        public void open(Map<String, Object> conf, TopologyContext context, SpoutOutputCollector collector) {
            this.collector = collector;
        }

        @Override
        public void nextTuple() {
            if (next < 5) {
                String letter = String.valueOf((char) ('a' + next++));
                collector.emit(new Values(letter), "id-" + letter);
            }
        }

        @Override
        public void ack(Object msgId) {
            ACKED.get(key).add(msgId);
        }

        @Override
        public void declareOutputFields(OutputFieldsDeclarer declarer) {
            declarer.declare(new Fields("letter"));
        }
    }

    @Test
    void richSpoutBatchesAreAckedOnCommit() throws Exception {
        String key = java.util.UUID.randomUUID().toString();
        ACKED.put(key, ConcurrentHashMap.newKeySet());
        Sink sink = Sink.create();
        TridentTopology topology = new TridentTopology();
        topology.newStream("letters", new LetterSpout(key))
                .map(t -> new Values(t.getString(0).toUpperCase()))
                .peek(sink);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("rich", TridentOperationsTest.fastBatches(), topology.build());
            Await.until("letters acked", () -> sink.size() >= 5 && ACKED.get(key).size() >= 5);
        }
        List<String> letters = new ArrayList<>();
        for (List<Object> t : sink.tuples()) {
            letters.add((String) t.get(0));
        }
        assertEquals(List.of("A", "B", "C", "D", "E"), letters);
        assertEquals(Set.of("id-a", "id-b", "id-c", "id-d", "id-e"), ACKED.get(key));
    }
}
