package io.github.stormmc.trident.spout;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.spout.IPartitionedTridentSpout;
import org.apache.storm.trident.spout.ISpoutPartition;
import org.apache.storm.trident.spout.ITridentSpout;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Fields;

/**
 * Runs a transactional {@link IPartitionedTridentSpout}: a transaction keeps the partition set chosen on its first
 * attempt, and each partition's batch is remembered by its metadata, so a replay re-emits exactly the same tuples
 * ({@code reEmitPartitionBatch}); new batches continue from the previous transaction's metadata.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class PartitionedSource implements ITridentSpout<Object> {
    private final IPartitionedTridentSpout spout;

    public PartitionedSource(IPartitionedTridentSpout spout) {
        this.spout = spout;
    }

    @Override
    public BatchCoordinator<Object> getCoordinator(String txStateId, Map<String, Object> conf, TopologyContext context) {
        IPartitionedTridentSpout.Coordinator coordinator = spout.getCoordinator(conf, context);
        return new BatchCoordinator<Object>() {
            @Override
            public Object initializeTransaction(long txid, Object prevMetadata, Object currMetadata) {
                return currMetadata != null ? currMetadata : coordinator.getPartitionsForBatch();
            }

            @Override
            public void success(long txid) {
            }

            @Override
            public boolean isReady(long txid) {
                return coordinator.isReady(txid);
            }

            @Override
            public void close() {
                coordinator.close();
            }
        };
    }

    @Override
    public Emitter<Object> getEmitter(String txStateId, Map<String, Object> conf, TopologyContext context) {
        IPartitionedTridentSpout.Emitter emitter = spout.getEmitter(conf, context);
        int taskIndex = context.getThisTaskIndex();
        int numTasks = context.getComponentTasks(context.getThisComponentId()).size();
        PartitionMetadata metadata = new PartitionMetadata();
        return new Emitter<Object>() {
            private List<ISpoutPartition> owned;

            @Override
            public void emitBatch(TransactionAttempt tx, Object partitions, TridentCollector collector) {
                List<ISpoutPartition> mine = emitter.getPartitionsForTask(taskIndex, numTasks,
                        emitter.getOrderedPartitions(partitions));
                if (!mine.equals(owned)) {
                    emitter.refreshPartitions(mine);
                    owned = mine;
                }
                long txid = tx.getTransactionId();
                Set<ISpoutPartition> fresh = new LinkedHashSet<>();
                Map<ISpoutPartition, Object> previous = new HashMap<>();
                for (ISpoutPartition partition : mine) {
                    if (metadata.has(partition.getId(), txid)) {
                        emitter.reEmitPartitionBatch(tx, collector, partition, metadata.get(partition.getId(), txid));
                    } else {
                        fresh.add(partition);
                        previous.put(partition, metadata.previous(partition.getId(), txid));
                    }
                }
                if (!fresh.isEmpty()) {
                    Map<ISpoutPartition, Object> emitted = emitter.emitBatchNew(tx, collector, fresh, previous);
                    for (ISpoutPartition partition : fresh) {
                        metadata.put(partition.getId(), txid, emitted == null ? null : emitted.get(partition));
                    }
                }
            }

            @Override
            public void success(TransactionAttempt tx) {
                metadata.committed(tx.getTransactionId());
            }

            @Override
            public void close() {
                emitter.close();
            }
        };
    }

    @Override
    public Map<String, Object> getComponentConfiguration() {
        return spout.getComponentConfiguration();
    }

    @Override
    public Fields getOutputFields() {
        return spout.getOutputFields();
    }
}
