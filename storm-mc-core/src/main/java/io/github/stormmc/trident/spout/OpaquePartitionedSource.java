package io.github.stormmc.trident.spout;

import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.spout.IOpaquePartitionedTridentSpout;
import org.apache.storm.trident.spout.ISpoutPartition;
import org.apache.storm.trident.spout.ITridentSpout;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Fields;

/**
 * Runs an {@link IOpaquePartitionedTridentSpout}: every attempt emits anew from the previous transaction's metadata,
 * so a replay may differ from the failed attempt; what counts is that each tuple ends up in exactly one committed
 * transaction, which opaque state ensures.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class OpaquePartitionedSource implements ITridentSpout<Object> {
    private final IOpaquePartitionedTridentSpout spout;

    public OpaquePartitionedSource(IOpaquePartitionedTridentSpout spout) {
        this.spout = spout;
    }

    @Override
    public BatchCoordinator<Object> getCoordinator(String txStateId, Map<String, Object> conf, TopologyContext context) {
        IOpaquePartitionedTridentSpout.Coordinator coordinator = spout.getCoordinator(conf, context);
        return new BatchCoordinator<Object>() {
            @Override
            public Object initializeTransaction(long txid, Object prevMetadata, Object currMetadata) {
                return coordinator.getPartitionsForBatch();
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
        IOpaquePartitionedTridentSpout.Emitter emitter = spout.getEmitter(conf, context);
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
                Map<ISpoutPartition, Object> previous = new HashMap<>();
                for (ISpoutPartition partition : mine) {
                    metadata.dropAfter(partition.getId(), txid - 1);
                    previous.put(partition, metadata.previous(partition.getId(), txid));
                }
                Map<ISpoutPartition, Object> emitted =
                        emitter.emitBatchNew(tx, collector, new LinkedHashSet<>(mine), previous);
                for (ISpoutPartition partition : mine) {
                    metadata.put(partition.getId(), txid, emitted == null ? null : emitted.get(partition));
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
