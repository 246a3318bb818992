package org.apache.storm.trident.operation.impl;

import java.io.Serializable;
import java.util.Map;
import org.apache.storm.trident.operation.Aggregator;
import org.apache.storm.trident.operation.TridentCollector;
import org.apache.storm.trident.operation.TridentOperationContext;
import org.apache.storm.trident.tuple.TridentTuple;

/**
 * Makes a global aggregation emit exactly once per batch: every partition runs it, but a partition that received no
 * tuples completes it only if it is the batch's designated partition (so an empty batch still yields one result).
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public class SingleEmitAggregator implements Aggregator<SingleEmitAggregator.SingleEmitState> {
    Aggregator agg;
    BatchToPartition batchToPartition;
    int myPartitionIndex;
    int totalPartitions;

    public SingleEmitAggregator(Aggregator agg, BatchToPartition batchToPartition) {
        this.agg = agg;
        this.batchToPartition = batchToPartition;
    }

    @Override
    public SingleEmitState init(Object batchId, TridentCollector collector) {
        return new SingleEmitState(batchId);
    }

    @Override
    public void aggregate(SingleEmitState val, TridentTuple tuple, TridentCollector collector) {
        if (val.state == null) {
            val.state = agg.init(val.batchId, collector);
        }
        agg.aggregate(val.state, tuple, collector);
    }

    @Override
    public void complete(SingleEmitState val, TridentCollector collector) {
        if (val.state == null && myPartitionIndex == batchToPartition.partitionIndex(val.batchId, totalPartitions)) {
            val.state = agg.init(val.batchId, collector);
        }
        if (val.state != null) {
            agg.complete(val.state, collector);
        }
    }

    @Override
    public void prepare(Map<String, Object> conf, TridentOperationContext context) {
        agg.prepare(conf, context);
        myPartitionIndex = context.getPartitionIndex();
        totalPartitions = context.numPartitions();
    }

    @Override
    public void cleanup() {
        agg.cleanup();
    }

    /** Picks the partition that answers for a batch. */
    public interface BatchToPartition extends Serializable {
        int partitionIndex(Object batchId, int numPartitions);
    }

    static class SingleEmitState {
        final Object batchId;
        Object state;

        SingleEmitState(Object batchId) {
            this.batchId = batchId;
        }
    }
}
