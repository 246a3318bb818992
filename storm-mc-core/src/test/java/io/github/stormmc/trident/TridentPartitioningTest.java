package io.github.stormmc.trident;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.stormmc.testing.Await;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.storm.LocalCluster;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.task.WorkerTopologyContext;
import org.apache.storm.trident.TridentTopology;
import org.apache.storm.trident.operation.BaseFunction;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.operation.TridentOperationContext;
import org.apache.storm.trident.spout.ITridentSpout;
import org.apache.storm.trident.testing.FixedBatchSpout;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/** Where Trident's repartitionings send tuples, seen through each operation's partition index. */
class TridentPartitioningTest {

    /** Appends the index of the partition (task) the function runs in. */
    static final class PartitionIndex extends BaseFunction {
        private transient int index;
        private transient int count;

        @Override
        public void prepare(Map<String, Object> conf, TridentOperationContext context) {
            index = context.getPartitionIndex();
            count = context.numPartitions();
        }

        @Override
        public void execute(TridentTuple tuple, TridentCollector collector) {
            collector.emit(new Values(index, count));
        }
    }

    /** Sends n to partition n mod 2. */
    static final class ModTwo implements CustomStreamGrouping {
        private List<Integer> targets;

        @Override
        public void prepare(WorkerTopologyContext context, GlobalStreamId stream, List<Integer> targetTasks) {
            targets = targetTasks;
        }

        @Override
        public List<Integer> chooseTasks(int taskId, List<Object> values) {
            return Collections.singletonList(targets.get((Integer) values.get(0) % 2));
        }
    }

    static FixedBatchSpout ints() {
        List<Object>[] tuples = new List[8];
        for (int i = 0; i < 8; i++) {
            tuples[i] = new Values(i);
        }
        return new FixedBatchSpout(new Fields("n"), 8, tuples);
    }

    static Map<Integer, Set<Integer>> partitionsByN(Sink sink) {
        Map<Integer, Set<Integer>> byN = new HashMap<>();
        for (List<Object> t : sink.tuples()) {
            byN.computeIfAbsent((Integer) t.get(0), k -> new HashSet<>()).add((Integer) t.get(1));
            assertEquals(3, t.get(2), "numPartitions");
        }
        return byN;
    }

    @Test
    void repartitioningsRouteAsDeclared() throws Exception {
        Sink broadcast = Sink.create();
        Sink global = Sink.create();
        Sink custom = Sink.create();
        Sink fields = Sink.create();
        Sink identity = Sink.create();
        TridentTopology topology = new TridentTopology();
        topology.newStream("b", ints()).broadcast()
                .each(new Fields("n"), new PartitionIndex(), new Fields("p", "of")).parallelismHint(3).peek(broadcast);
        topology.newStream("g", ints()).global()
                .each(new Fields("n"), new PartitionIndex(), new Fields("p", "of")).parallelismHint(3).peek(global);
        topology.newStream("c", ints()).partition(new ModTwo())
                .each(new Fields("n"), new PartitionIndex(), new Fields("p", "of")).parallelismHint(3).peek(custom);
        topology.newStream("f", ints()).partitionBy(new Fields("n"))
                .each(new Fields("n"), new PartitionIndex(), new Fields("p", "of")).parallelismHint(3).peek(fields);
        topology.newStream("i", ints()).identityPartition()
                .each(new Fields("n"), new PartitionIndex(), new Fields("p", "of")).parallelismHint(3).peek(identity);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("partitions", TridentOperationsTest.fastBatches(), topology.build());
            Await.until("routed", () -> broadcast.size() >= 24 && global.size() >= 8 && custom.size() >= 8
                    && fields.size() >= 8 && identity.size() >= 8);
        }
        Map<Integer, Set<Integer>> b = partitionsByN(broadcast);
        for (int n = 0; n < 8; n++) {
            assertEquals(Set.of(0, 1, 2), b.get(n), "broadcast of " + n);
            assertEquals(Set.of(0), partitionsByN(global).get(n), "global of " + n);
            assertEquals(Set.of(n % 2), partitionsByN(custom).get(n), "custom of " + n);
            // Storm's fields rule: floorMod(deepHashCode([n]), 3) = (31 + n) mod 3.
            assertEquals(Set.of(Math.floorMod(31 + n, 3)), partitionsByN(fields).get(n), "fields of " + n);
            // The single spout task is partition 0, so identity sends everything to partition 0.
            assertEquals(Set.of(0), partitionsByN(identity).get(n), "identity of " + n);
        }
    }

    static final Map<String, List<String>> EVENTS = new ConcurrentHashMap<>();

    /** A general Trident spout whose metadata for transaction t is t's predecessor's plus one. */
    static final class CountingSpout implements ITridentSpout<Integer> {
        private final String key;

        CountingSpout(String key) {
            this.key = key;
        }

        @Override
        public BatchCoordinator<Integer> getCoordinator(String txStateId, Map<String, Object> conf,
                                                        TopologyContext context) {
            return new BatchCoordinator<Integer>() {
                @Override
                public Integer initializeTransaction(long txid, Integer prevMetadata, Integer currMetadata) {
                    return currMetadata != null ? currMetadata : (prevMetadata == null ? 100 : prevMetadata + 1);
                }

                @Override
                public void success(long txid) {
                    EVENTS.get(key).add("success " + txid);
                }

                @Override
                public boolean isReady(long txid) {
                    return txid <= 3;
                }

                @Override
                public void close() {
                }
            };
        }

        @Override
        public Emitter<Integer> getEmitter(String txStateId, Map<String, Object> conf, TopologyContext context) {
            return new Emitter<Integer>() {
                @Override
                public void emitBatch(TransactionAttempt tx, Integer meta, TridentCollector collector) {
                    collector.emit(new Values(tx.getTransactionId(), meta));
                }

                @Override
                public void success(TransactionAttempt tx) {
                    EVENTS.get(key).add("emitter success " + tx.getTransactionId());
                }

                @Override
                public void close() {
                }
            };
        }

        @Override
        public Map<String, Object> getComponentConfiguration() {
            return null;
        }

        @Override
        public Fields getOutputFields() {
            return new Fields("txid", "meta");
        }
    }

    @Test
    void tridentSpoutCoordinatorChainsMetadataAndHearsOfCommits() throws Exception {
        String key = java.util.UUID.randomUUID().toString();
        EVENTS.put(key, Collections.synchronizedList(new ArrayList<>()));
        Sink sink = Sink.create();
        TridentTopology topology = new TridentTopology();
        topology.newStream("counting", new CountingSpout(key)).peek(sink);
        try (LocalCluster cluster = new LocalCluster()) {
            cluster.submitTopology("counting", TridentOperationsTest.fastBatches(), topology.build());
            Await.until("three batches committed", () -> sink.size() >= 3 && EVENTS.get(key).size() >= 6);
        }
        assertEquals(List.of(List.of(1L, 100), List.of(2L, 101), List.of(3L, 102)), sink.tuples());
        List<String> events = new ArrayList<>(EVENTS.get(key));
        assertTrue(events.indexOf("success 1") < events.indexOf("success 2")
                && events.indexOf("success 2") < events.indexOf("success 3"), events.toString());
        assertTrue(events.containsAll(List.of("emitter success 1", "emitter success 2", "emitter success 3")),
                events.toString());
    }
}
