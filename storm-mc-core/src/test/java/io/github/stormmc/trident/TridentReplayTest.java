package io.github.stormmc.trident;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.trident.TridentTopology;
import org.apache.storm.trident.operation.BaseAggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** The batch coordinator's replay protocol, seen from inside the batches of a transactional spout. */
class TridentReplayTest {
    /** test key, then txid, then attempt id, then the sorted words that attempt completed with. */
    static final Map<String, Map<Long, Map<Integer, List<String>>>> COMPLETED = new ConcurrentHashMap<>();

    /** Records, for each batch attempt that completes, the words it held. */
    static final class BatchRecorder extends BaseAggregator<BatchRecorder.Words> {
        private final String key;

        BatchRecorder(String key) {
            this.key = key;
        }

        @Override
        public Words init(Object batchId, TridentCollector collector) {
            return new Words((TransactionAttempt) batchId);
        }

        @Override
        public void aggregate(Words words, TridentTuple tuple, TridentCollector collector) {
            words.words.add(tuple.getString(0));
        }

        @Override
        public void complete(Words words, TridentCollector collector) {
            Collections.sort(words.words);
            COMPLETED.get(key).computeIfAbsent(words.attempt.getTransactionId(), t -> new ConcurrentHashMap<>())
                    .put(words.attempt.getAttemptId(), words.words);
            collector.emit(new Values(words.words.size()));
        }

        static final class Words {
            final TransactionAttempt attempt;
            final List<String> words = new ArrayList<>();

            Words(TransactionAttempt attempt) {
                this.attempt = attempt;
            }
        }
    }

    @Test
    void transactionalBatchesReplayWithTheSameContentsAndCoverTheInputOnce() throws Exception {
        String key = UUID.randomUUID().toString();
        COMPLETED.put(key, new ConcurrentHashMap<>());
        WordPartitions corpus = new WordPartitions(4, 300, 37);
        TridentTopology topology = new TridentTopology();
        topology.newStream("tx", new TransactionalWordSpout(corpus, 25)).parallelismHint(2)
                .filter(new RandomFailure(100))
                .aggregate(new Fields("word"), new BatchRecorder(key), new Fields("n"));
        Config conf = TridentOperationsTest.fastBatches();
        conf.setMaxSpoutPending(3);
        int thrownBefore = RandomFailure.THROWN.get();
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("replays", conf, topology.build());
            // 300 words per partition in batches of 25: transactions 1..12 carry words, later ones are empty.
            Await.until("12 batches completed", () -> {
                Map<Long, Map<Integer, List<String>>> done = COMPLETED.get(key);
                for (long txid = 1; txid <= 12; txid++) {
                    if (!done.containsKey(txid)) {
                        return false;
                    }
                }
                return true;
            });
        }
        Map<Long, Map<Integer, List<String>>> done = COMPLETED.get(key);
        Map<String, Long> covered = new HashMap<>();
        boolean replayed = false;
        for (long txid = 1; txid <= 12; txid++) {
            Map<Integer, List<String>> attempts = done.get(txid);
            List<String> first = attempts.values().iterator().next();
            for (List<String> other : attempts.values()) {
                assertEquals(first, other, "attempts of transaction " + txid + " differ");
            }
            assertEquals(100, first.size(), "transaction " + txid);
            replayed |= attempts.keySet().stream().anyMatch(a -> a > 0);
            for (String w : first) {
                covered.merge(w, 1L, Long::sum);
            }
        }
        assertEquals(corpus.expectedCounts(), covered);
        assertTrue(RandomFailure.THROWN.get() > thrownBefore, "no failure was injected");
        assertTrue(replayed, "no transaction completed on a replayed attempt");
    }
}
