package org.apache.storm.trident.fluent;

import org.apache.storm.trident.operation.impl.SingleEmitAggregator.BatchToPartition;

/** How a full aggregation gathers its input: which repartitioning, and which partition answers for a batch. */
public interface GlobalAggregationScheme<S extends IAggregatableStream> {
    IAggregatableStream aggPartition(S stream);

    BatchToPartition singleEmitPartitioner();
}
