package org.apache.storm.trident.spout;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.topology.TransactionAttempt;
import org.apache.storm.tuple.Fields;

/** A transactional partitioned spout: a replayed batch re-emits exactly the same tuples per partition. */
public interface IPartitionedTridentSpout<PartitionsT, PartitionT extends ISpoutPartition, T>
        extends ITridentDataSource {
    Coordinator<PartitionsT> getCoordinator(Map<String, Object> conf, TopologyContext context);

    Emitter<PartitionsT, PartitionT, T> getEmitter(Map<String, Object> conf, TopologyContext context);

    Map<String, Object> getComponentConfiguration();

    Fields getOutputFields();

    interface Coordinator<PartitionsT> {
        PartitionsT getPartitionsForBatch();

        boolean isReady(long txid);

        void close();
    }

    interface Emitter<PartitionsT, PartitionT extends ISpoutPartition, X> {
        List<PartitionT> getOrderedPartitions(PartitionsT allPartitionInfo);

        Map<PartitionT, X> emitBatchNew(TransactionAttempt tx, TridentCollector collector, Set<PartitionT> partitions,
                                        Map<PartitionT, X> lastPartitionMetaMap);

        void refreshPartitions(List<PartitionT> partitionResponsibilities);

        void reEmitPartitionBatch(TransactionAttempt tx, TridentCollector collector, PartitionT partition,
                                  X partitionMeta);

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
