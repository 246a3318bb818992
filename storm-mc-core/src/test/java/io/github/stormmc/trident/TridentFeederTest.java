package io.github.stormmc.trident;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import io.github.stormmc.testing.Recorder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.storm.LocalCluster;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.TridentTopology;
import org.apache.storm.trident.operation.OperationAwareMapFunction;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.operation.TridentOperationContext;
import org.apache.storm.trident.spout.ICommitterTridentSpout;
import org.apache.storm.trident.testing.FeederBatchSpout;
import org.apache.storm.trident.testing.FeederCommitterBatchSpout;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** Storm's feeder spouts for Trident tests, committer spouts, and operation-aware map functions. */
class TridentFeederTest {

    private static List<List<Object>> tuples(String... words) {
        List<List<Object>> tuples = new ArrayList<>();
        for (String w : words) {
            tuples.add(new Values(w));
        }
        return tuples;
    }

    @Test
    void everyFedBatchIsEmittedOnceAcrossTheEmitterTasks() throws Exception {
        FeederBatchSpout spout = new FeederBatchSpout(List.of("word"));
        Sink sink = Sink.create();
        TridentTopology topology = new TridentTopology();
        topology.newStream("feed", spout).parallelismHint(2).peek(sink);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("feeder", new org.apache.storm.Config(), topology.build());
            spout.feed(tuples("a", "b", "c")); // returns once emitted (waitToEmit)
            spout.feed(tuples("d"));
            spout.feed(tuples("e", "f"));
            Await.until("six tuples", () -> sink.size() >= 6);
        }
        List<String> words = new ArrayList<>();
        sink.tuples().forEach(t -> words.add((String) t.get(0)));
        words.sort(null);
        assertEquals(List.of("a", "b", "c", "d", "e", "f"), words);
    }

    /** Records each commit and success its emitter sees, in order. */
    static final class RecordingCommitterSpout extends FeederCommitterBatchSpout {
        private static final long serialVersionUID = 1L;
        private final String key;

        RecordingCommitterSpout(String key) {
            super(List.of("word"));
            this.key = key;
        }

        @Override
        @SuppressWarnings({"rawtypes", "unchecked"})
        public ICommitterTridentSpout.Emitter getEmitter(String txStateId, Map<String, Object> conf,
                                                         TopologyContext context) {
            ICommitterTridentSpout.Emitter inner = super.getEmitter(txStateId, conf, context);
            return new ICommitterTridentSpout.Emitter() {
                @Override
                public void commit(TransactionAttempt attempt) {
                    Recorder.record(key, "commit " + attempt.getTransactionId());
                    inner.commit(attempt);
                }

                @Override
                public void emitBatch(TransactionAttempt tx, Object meta, TridentCollector collector) {
                    inner.emitBatch(tx, meta, collector);
                }

                @Override
                public void success(TransactionAttempt tx) {
                    Recorder.record(key, "success " + tx.getTransactionId());
                    inner.success(tx);
                }

                @Override
                public void close() {
                    inner.close();
                }
            };
        }
    }

    @Test
    void aCommitterSpoutsEmitterCommitsEachTransactionInOrderBeforeItsSuccess() throws Exception {
        String key = Recorder.newKey();
        RecordingCommitterSpout spout = new RecordingCommitterSpout(key);
        Sink sink = Sink.create();
        TridentTopology topology = new TridentTopology();
        topology.newStream("committer", spout).peek(sink);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("committer", new org.apache.storm.Config(), topology.build());
            spout.feed(tuples("x", "y"));
            spout.feed(tuples("z"));
            Await.until("three tuples and five successes",
                () -> sink.size() >= 3 && Recorder.events(key, String.class).stream()
                    .filter(e -> e.startsWith("success")).count() >= 5);
        }
        List<String> events = Recorder.events(key, String.class);
        long lastCommitted = 0;
        Map<Long, String> seen = new TreeMap<>();
        for (String e : events) {
            long txid = Long.parseLong(e.substring(e.indexOf(' ') + 1));
            if (e.startsWith("commit")) {
                assertEquals(lastCommitted + 1, txid, "commits in transaction order: " + events);
                lastCommitted = txid;
                seen.put(txid, "committed");
            } else {
                assertEquals("committed", seen.get(txid), "success of " + txid + " before its commit: " + events);
            }
        }
        assertTrue(lastCommitted >= 5, events.toString());
    }

    /** Prepared once per task before its first tuple; counts prepares. */
    static final class Tagging implements OperationAwareMapFunction {
        private static final long serialVersionUID = 1L;
        private final String key;
        private transient String tag;

        Tagging(String key) {
            this.key = key;
        }

        @Override
        public void prepare(Map<String, Object> conf, TridentOperationContext context) {
            tag = "p" + context.getPartitionIndex();
            Recorder.record(key, "prepared " + tag);
        }

        @Override
        public Values execute(TridentTuple input) {
            return new Values(input.getString(0) + "@" + tag);
        }

        @Override
        public void cleanup() {
        }
    }

    @Test
    void anOperationAwareMapFunctionIsPreparedBeforeItsTuples() throws Exception {
        String key = Recorder.newKey();
        FeederBatchSpout spout = new FeederBatchSpout(List.of("word"));
        Sink sink = Sink.create();
        TridentTopology topology = new TridentTopology();
        topology.newStream("tagged", spout).map(new Tagging(key), new Fields("word")).peek(sink);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("tagged", new org.apache.storm.Config(), topology.build());
            spout.feed(tuples("a", "b"));
            Await.until("two tuples", () -> sink.size() >= 2);
        }
        List<String> words = new ArrayList<>();
        sink.tuples().forEach(t -> words.add((String) t.get(0)));
        words.sort(null);
        assertEquals(List.of("a@p0", "b@p0"), words);
        assertEquals(List.of("prepared p0"), Recorder.events(key, String.class));
    }
}
