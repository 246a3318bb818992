package org.apache.storm.trident.spout;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Fields;

/**
 * An opaque partitioned spout: a replayed batch may contain different tuples, but every tuple is committed in exactly
 * one batch.
 */
public interface IOpaquePartitionedTridentSpout<PartitionsT, PartitionT extends ISpoutPartition, M>
        extends ITridentDataSource {
    Emitter<PartitionsT, PartitionT, M> getEmitter(Map<String, Object> conf, TopologyContext context);

    Coordinator<PartitionsT> getCoordinator(Map<String, Object> conf, TopologyContext context);

    Map<String, Object> getComponentConfiguration();

    Fields getOutputFields();

    interface Coordinator<PartitionsT> {
        boolean isReady(long txid);

        PartitionsT getPartitionsForBatch();

        void close();
    }

    interface Emitter<PartitionsT, PartitionT extends ISpoutPartition, M> {
        Map<PartitionT, M> emitBatchNew(TransactionAttempt tx, TridentCollector collector, Set<PartitionT> partitions,
                                        Map<PartitionT, M> lastPartitionMetaMap);

        void refreshPartitions(List<PartitionT> partitionResponsibilities);

        List<PartitionT> getOrderedPartitions(PartitionsT allPartitionInfo);

        /** Round-robin assignment of the ordered partitions to the emitter tasks. */
        default List<PartitionT> getPartitionsForTask(int taskId, int numTasks, List<PartitionT> allPartitionInfoSorted) {
            List<PartitionT> mine = new ArrayList<>();
            for (int i = taskId; i < allPartitionInfoSorted.size(); i += numTasks) {
                mine.add(allPartitionInfoSorted.get(i));
            }
            return mine;
        }

        void close();
    }
}
