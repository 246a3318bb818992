package org.apache.storm.streams;

import org.apache.storm.tuple.Fields;

/**
 * Marks where the values of a stream are re-distributed over the tasks of the next bolt (repartition, per-key and
 * global operations, state queries); carries the grouping that does it.
 */
class PartitionNode extends Node {
    private static final long serialVersionUID = 1L;

    PartitionNode(String outputStream, Fields outputFields, GroupingInfo groupingInfo) {
        super(outputStream, outputFields, groupingInfo);
    }

    PartitionNode(String outputStream, Fields outputFields) {
        this(outputStream, outputFields, GroupingInfo.shuffle());
    }
}
