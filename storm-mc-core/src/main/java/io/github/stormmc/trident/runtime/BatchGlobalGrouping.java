package io.github.stormmc.trident.runtime;

import java.util.Collections;
import java.util.List;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.grouping.CustomStreamGrouping;
import org.apache.storm.task.WorkerTopologyContext;
import org.apache.storm.trident.operation.impl.SingleEmitAggregator;
import org.apache.storm.trident.topology.TransactionAttempt;

/** {@code batchGlobal()}: all tuples of a batch go to one task, chosen by the transaction id. */
public final class BatchGlobalGrouping implements CustomStreamGrouping, SingleEmitAggregator.BatchToPartition {
    private List<Integer> targets;

    @Override
    public void prepare(WorkerTopologyContext context, GlobalStreamId stream, List<Integer> targetTasks) {
        this.targets = targetTasks;
    }

    @Override
    public List<Integer> chooseTasks(int taskId, List<Object> values) {
        return Collections.singletonList(targets.get(partitionIndex(values.get(0), targets.size())));
    }

    /** The same choice, by index: the aggregation of a batch answers from the partition its tuples went to. */
    @Override
    public int partitionIndex(Object batchId, int numPartitions) {
        Object txid = batchId instanceof TransactionAttempt ? ((TransactionAttempt) batchId).getTransactionId() : batchId;
        return Math.floorMod(txid.hashCode(), numPartitions);
    }
}
