package org.apache.storm.trident.testing;

import io.github.stormmc.testkit.SharedState;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.spout.ITridentSpout;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Fields;

/**
 * A transactional Trident spout for tests: each {@link #feed} call (a list of tuples, each a list of values) becomes
 * one batch, in feeding order; the tuples are spread round robin over the emitter tasks. A replayed transaction
 * emits the same tuples again. With {@link #setWaitToEmit} true (the default), {@code feed} returns once the batch
 * has been emitted. Copies of the spout in the topology find the fed batches through the spout's id.
 */
public class FeederBatchSpout implements ITridentSpout<Map<Integer, List<List<Object>>>>, IFeeder {
    private static final long serialVersionUID = 1L;
    String id;
    String semaphoreId;
    Fields outFields;
    boolean waitToEmit = true;

    public FeederBatchSpout(List<String> fields) {
        this.outFields = new Fields(fields);
        this.id = UUID.randomUUID().toString();
        this.semaphoreId = id + "-emitted";
    }

    public void setWaitToEmit(boolean trueIfWait) {
        this.waitToEmit = trueIfWait;
    }

    /** Queues one batch; {@code tuples} is a list of tuples, each a list of values. */
    @Override
    @SuppressWarnings("unchecked")
    public void feed(Object tuples) {
        Batch batch = new Batch(new ArrayList<>((List<List<Object>>) tuples));
        feeds().pending.add(batch);
        if (waitToEmit) {
            try {
                batch.emitted.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("Interrupted while waiting for a fed batch to be emitted", e);
            }
        }
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return null;
    }

    @Override
    public Fields getOutputFields() {
        return outFields;
    }

    @Override
    public BatchCoordinator<Map<Integer, List<List<Object>>>> getCoordinator(String txStateId,
            Map<String, Object> conf, TopologyContext context) {
        return new FeederCoordinator(1);
    }

    @Override
    public Emitter<Map<Integer, List<List<Object>>>> getEmitter(String txStateId, Map<String, Object> conf,
            TopologyContext context) {
        int index = context.getThisTaskIndex();
        int tasks = context.getComponentTasks(context.getThisComponentId()).size();
        return new Emitter<>() {
            @Override
            public void emitBatch(TransactionAttempt tx, Map<Integer, List<List<Object>>> coordinatorMeta,
                                  TridentCollector collector) {
                List<List<Object>> tuples = coordinatorMeta == null ? List.of() : coordinatorMeta.get(0);
                if (tuples != null) {
                    for (int i = index; i < tuples.size(); i += tasks) {
                        collector.emit(tuples.get(i));
                    }
                }
                Batch batch = feeds().byTransaction.get(tx.getTransactionId());
                if (batch != null && index == 0) {
                    batch.emitted.countDown();
                }
            }

            @Override
            public void success(TransactionAttempt tx) {
            }

            @Override
            public void close() {
            }
        };
    }

    private Feeds feeds() {
        return SharedState.get("trident-feeder-" + id, Feeds::new);
    }

    /** The batches fed to one spout (by id), and the transaction each became. */
    private static final class Feeds {
        final ConcurrentLinkedQueue<Batch> pending = new ConcurrentLinkedQueue<>();
        final Map<Long, Batch> byTransaction = new ConcurrentHashMap<>();
    }

    private static final class Batch {
        final List<List<Object>> tuples;
        final CountDownLatch emitted = new CountDownLatch(1);

        Batch(List<List<Object>> tuples) {
            this.tuples = tuples;
        }
    }

    /**
     * Makes each new transaction of the next fed batch (or an empty batch when nothing was fed); the metadata holds
     * the batch's tuples under key 0, so a replay emits the same ones.
     */
    public class FeederCoordinator implements ITridentSpout.BatchCoordinator<Map<Integer, List<List<Object>>>> {
        int numPartitions;

        public FeederCoordinator(int numPartitions) {
            this.numPartitions = numPartitions;
        }

        @Override
        public Map<Integer, List<List<Object>>> initializeTransaction(long txid,
                Map<Integer, List<List<Object>>> prevMetadata, Map<Integer, List<List<Object>>> currMetadata) {
            if (currMetadata != null) {
                return currMetadata;
            }
            Batch batch = feeds().pending.poll();
            Map<Integer, List<List<Object>>> meta = new HashMap<>();
            meta.put(0, batch == null ? new ArrayList<>() : batch.tuples);
            if (batch != null) {
                feeds().byTransaction.put(txid, batch);
            }
            return meta;
        }

        @Override
        public void close() {
        }

        @Override
        public void success(long txid) {
            feeds().byTransaction.remove(txid);
        }

        /** Always ready: a transaction with nothing fed is an empty batch, as Storm's coordinator makes it. */
        @Override
        public boolean isReady(long txid) {
            return true;
        }
    }
}
