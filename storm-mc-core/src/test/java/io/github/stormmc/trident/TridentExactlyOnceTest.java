package io.github.stormmc.trident;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.json.Json;
import io.github.stormmc.testing.Await;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
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
        assertCountsSettleExactly(t -> t.newStream("transactional", new TransactionalWordSpout(CORPUS, 50)),
                new MemoryMapState.Factory());
    }

    /** Each attempt of a transaction takes more words than the one before, as a re-fetch from a growing log would. */
    @Test
    void opaqueSpoutWhoseReplaysDifferCountsEveryWordExactlyOnce() throws Exception {
        assertCountsSettleExactly(t -> t.newStream("opaque", new OpaqueWordSpout(CORPUS, 40, 13)),
                new MemoryMapState.Factory());
    }

    /** The control: the same failures with a state that keeps no txids do count words twice. */
    @Test
    void nonTransactionalStateCountsReplayedCommitsTwice() throws Exception {
        long total = (long) CORPUS.partitions * CORPUS.wordsPerPartition;
        run(t -> t.newStream("control", new TransactionalWordSpout(CORPUS, 50)), new NonTransactionalMemoryState(),
                drpc -> Await.until("a replayed commit counted twice", () -> sum(query(drpc)) > total));
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
     * Runs the counting topology and reads the counts back from the state until they equal the input's exact counts,
     * twice, the second time after more (empty) batches have gone by. A read taken while a transaction that failed
     * after its state update awaits its replay sees opaque values before that transaction (Storm's OpaqueMap reads
     * {@code prev} while the failed txid is still current, in Storm too): such reads may come short, so the check
     * is that the counts settle on the exact figures, and that no read ever exceeds the number of words.
     */
    private static void assertCountsSettleExactly(Source source, StateFactory state) throws Exception {
        long total = (long) CORPUS.partitions * CORPUS.wordsPerPartition;
        Map<String, Long> expected = CORPUS.expectedCounts();
        run(source, state, drpc -> {
            long[] most = {0};
            List<Map<String, Long>> last = new ArrayList<>(List.of(Map.of()));
            BooleanSupplier exact = () -> {
                Map<String, Long> counts = query(drpc);
                most[0] = Math.max(most[0], sum(counts));
                last.set(0, counts);
                return counts.equals(expected);
            };
            Await.until("the counts to equal the input's", exact, 60_000);
            Thread.sleep(300);
            Await.until("the counts to stay equal to the input's", exact, 60_000);
            assertEquals(expected, last.get(0));
            assertTrue(most[0] <= total, "a read counted " + most[0] + " words of " + total);
        });
    }

    private interface Check {
        void run(LocalDRPC drpc) throws Exception;
    }

    /** Runs the counting topology, with failures injected before and after the state update, under a check. */
    private static void run(Source source, StateFactory state, Check check) throws Exception {
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
            check.run(drpc);
            assertTrue(RandomFailure.THROWN.get() > thrownBefore, "no failure was injected");
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
