package io.github.stormmc.trident;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.json.Json;
import io.github.stormmc.testing.Await;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.LocalDRPC;
import org.apache.storm.trident.Stream;
import org.apache.storm.trident.TridentState;
import org.apache.storm.trident.TridentTopology;
import org.apache.storm.task.IMetricsContext;
import org.apache.storm.trident.operation.builtin.Count;
import org.apache.storm.trident.operation.builtin.MapGet;
import org.apache.storm.trident.state.State;
import org.apache.storm.trident.state.StateFactory;
import org.apache.storm.trident.state.map.IBackingMap;
import org.apache.storm.trident.state.map.NonTransactionalMap;
import org.apache.storm.trident.testing.MemoryMapState;
import org.apache.storm.trident.testing.Split;
import org.apache.storm.tuple.Fields;
import org.junit.jupiter.api.Test;

/**
 * Exactly-once counting: a partitioned spout feeds {@code groupBy(word).persistentAggregate(Count)} while filters fail
 * batches at random, before the state update (1 in 1,000 tuples) and after it, during the commit (1 in 200 new
 * values), and the coordinator replays them; the final counts read back from the state through DRPC must equal the
 * input's exact counts.
 */
class TridentExactlyOnceTest {
    private static final WordPartitions CORPUS = new WordPartitions(8, 1000, 50);

    @Test
    void transactionalSpoutCountsEveryWordExactlyOnce() throws Exception {
        List<Map<String, Long>> looks = count(
                t -> t.newStream("transactional", new TransactionalWordSpout(CORPUS, 50)), new MemoryMapState.Factory());
        assertEquals(CORPUS.expectedCounts(), looks.get(0));
        assertEquals(CORPUS.expectedCounts(), looks.get(1));
    }

    /** Each attempt of a transaction takes more words than the one before, as a re-fetch from a growing log would. */
    @Test
    void opaqueSpoutWhoseReplaysDifferCountsEveryWordExactlyOnce() throws Exception {
        List<Map<String, Long>> looks = count(t -> t.newStream("opaque", new OpaqueWordSpout(CORPUS, 40, 13)),
                new MemoryMapState.Factory());
        assertEquals(CORPUS.expectedCounts(), looks.get(0));
        assertEquals(CORPUS.expectedCounts(), looks.get(1));
    }

    /** The control: the same failures with a state that keeps no txids do count words twice. */
    @Test
    void nonTransactionalStateCountsReplayedCommitsTwice() throws Exception {
        List<Map<String, Long>> looks = count(
                t -> t.newStream("control", new TransactionalWordSpout(CORPUS, 50)), new NonTransactionalMemoryState());
        assertTrue(sum(looks.get(1)) > (long) CORPUS.partitions * CORPUS.wordsPerPartition, looks.toString());
    }

    /** A non-transactional map state over a plain in-memory map per partition. */
    static final class NonTransactionalMemoryState implements StateFactory {
        @Override
        public State makeState(Map<String, Object> conf, IMetricsContext metrics, int partitionIndex,
                               int numPartitions) {
            Map<List<Object>, Object> data = new HashMap<>();
            return NonTransactionalMap.build(new IBackingMap<Object>() {
                @Override
                public List<Object> multiGet(List<List<Object>> keys) {
                    List<Object> values = new ArrayList<>();
                    for (List<Object> key : keys) {
                        values.add(data.get(key));
                    }
                    return values;
                }

                @Override
                public void multiPut(List<List<Object>> keys, List<Object> values) {
                    for (int i = 0; i < keys.size(); i++) {
                        data.put(keys.get(i), values.get(i));
                    }
                }
            });
        }
    }

    private interface Source {
        Stream open(TridentTopology topology);
    }

    /**
     * Runs the counting topology until the counts add up to the number of words, and returns the counts read back
     * from the state then and a little later (batches keep coming, empty ones once the input is used up).
     */
    private static List<Map<String, Long>> count(Source source, StateFactory state) throws Exception {
        int thrownBefore = RandomFailure.THROWN.get();
        try (LocalDRPC drpc = new LocalDRPC(); LocalCluster cluster = new LocalCluster()) {
            TridentTopology topology = new TridentTopology();
            TridentState counts = source.open(topology).parallelismHint(2)
                    .filter(new Fields("word"), new RandomFailure(1000))
                    .groupBy(new Fields("word"))
                    .persistentAggregate(state, new Count(), new Fields("count"))
                    .parallelismHint(3);
            // Failing after the state update, in the commit phase, replays a transaction the state has already
            // applied: the state's txid bookkeeping must keep it from counting twice.
            counts.newValuesStream().filter(new RandomFailure(200));
            topology.newDRPCStream("counts", drpc)
                    .each(new Fields("args"), new Split(), new Fields("word"))
                    .groupBy(new Fields("word"))
                    .stateQuery(counts, new Fields("word"), new MapGet(), new Fields("count"))
                    .project(new Fields("word", "count"));
            Config conf = new Config();
            conf.put(Config.TOPOLOGY_TRIDENT_BATCH_EMIT_INTERVAL_MILLIS, 1);
            conf.setMaxSpoutPending(5);
            cluster.submitTopology("exactly-once", conf, topology.build());

            long total = (long) CORPUS.partitions * CORPUS.wordsPerPartition;
            Await.until("all " + total + " words counted", () -> sum(query(drpc)) >= total);
            Map<String, Long> first = query(drpc);
            Thread.sleep(300);
            Map<String, Long> later = query(drpc);
            assertTrue(RandomFailure.THROWN.get() > thrownBefore, "no failure was injected");
            return List.of(first, later);
        }
    }

    private static long sum(Map<String, Long> counts) {
        long sum = 0;
        for (Long c : counts.values()) {
            sum += c == null ? 0 : c;
        }
        return sum;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Long> query(LocalDRPC drpc) {
        List<String> words = new ArrayList<>();
        for (int i = 0; i < CORPUS.vocabulary; i++) {
            words.add("w" + i);
        }
        String result;
        try {
            result = drpc.execute("counts", String.join(" ", words));
        } catch (Exception e) {
            throw new IllegalStateException("DRPC query failed", e);
        }
        List<List<Object>> rows = (List<List<Object>>) Json.read(result);
        Map<String, Long> counts = new HashMap<>();
        for (List<Object> row : rows) {
            if (row.get(1) != null) {
                counts.put((String) row.get(0), ((Number) row.get(1)).longValue());
            }
        }
        return counts;
    }
}
