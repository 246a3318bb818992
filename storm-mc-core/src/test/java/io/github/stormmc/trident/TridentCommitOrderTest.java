package io.github.stormmc.trident;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.storm.Config;
import org.apache.storm.LocalCluster;
import org.apache.storm.task.IMetricsContext;
import org.apache.storm.trident.TridentTopology;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.state.BaseStateUpdater;
import org.apache.storm.trident.state.State;
import org.apache.storm.trident.state.StateFactory;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** State updates happen one transaction at a time, in transaction order, with batches pipelined and failing. */
class TridentCommitOrderTest {
    static final Map<String, List<String>> LOG = new ConcurrentHashMap<>();

    /** Logs its commit calls. */
    static final class LoggingState implements State {
        private final String key;
        private final int partition;

        LoggingState(String key, int partition) {
            this.key = key;
            this.partition = partition;
        }

        @Override
        public void beginCommit(Long txid) {
            LOG.get(key).add(partition + " begin " + txid);
        }

        @Override
        public void commit(Long txid) {
            LOG.get(key).add(partition + " commit " + txid);
        }
    }

    static final class LoggingStateFactory implements StateFactory {
        private final String key;

        LoggingStateFactory(String key) {
            this.key = key;
        }

        @Override
        public State makeState(Map<String, Object> conf, IMetricsContext metrics, int partitionIndex,
                               int numPartitions) {
            return new LoggingState(key, partitionIndex);
        }
    }

    /** Emits how many tuples the batch gave this partition. */
    static final class CountingUpdater extends BaseStateUpdater<LoggingState> {
        @Override
        public void updateState(LoggingState state, List<TridentTuple> tuples, TridentCollector collector) {
            collector.emit(new Values(tuples.size()));
        }
    }

    @Test
    void commitsRunInTransactionOrderOnEveryPartition() throws Exception {
        String key = UUID.randomUUID().toString();
        LOG.put(key, Collections.synchronizedList(new ArrayList<>()));
        Sink persisted = Sink.create();
        WordPartitions corpus = new WordPartitions(4, 200, 20);
        TridentTopology topology = new TridentTopology();
        topology.newStream("ordered", new TransactionalWordSpout(corpus, 10)).parallelismHint(2)
                .filter(new Fields("word"), new RandomFailure(50))
                .partitionBy(new Fields("word"))
                .partitionPersist(new LoggingStateFactory(key), new Fields("word"), new CountingUpdater(),
                        new Fields("n"))
                .parallelismHint(3)
                .newValuesStream().peek(persisted);
        Config conf = TridentOperationsTest.fastBatches();
        conf.setMaxSpoutPending(5);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("order", conf, topology.build());
            Await.until("all words persisted", () -> {
                long sum = 0;
                for (List<Object> t : persisted.tuples()) {
                    sum += (Integer) t.get(0);
                }
                return sum >= 800;
            });
        }
        List<String> log = new ArrayList<>(LOG.get(key));
        for (int partition = 0; partition < 3; partition++) {
            long last = 0;
            boolean open = false;
            for (String entry : log) {
                String[] parts = entry.split(" ");
                if (Integer.parseInt(parts[0]) != partition) {
                    continue;
                }
                long txid = Long.parseLong(parts[2]);
                if (parts[1].equals("begin")) {
                    assertTrue(!open && txid >= last && txid <= last + 1, "partition " + partition + ": " + log);
                    open = true;
                } else {
                    assertTrue(open, "partition " + partition + ": " + log);
                    open = false;
                    last = txid;
                }
            }
            assertTrue(last >= 20, "partition " + partition + " committed up to " + last);
        }
        long sum = 0;
        for (List<Object> t : persisted.tuples()) {
            sum += (Integer) t.get(0);
        }
        assertEquals(800, sum, "tuples persisted by committed (and replayed) transactions");
    }
}
