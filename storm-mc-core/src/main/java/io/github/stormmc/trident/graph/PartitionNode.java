package io.github.stormmc.trident.graph;

import org.apache.storm.trident.planner.Node;
import org.apache.storm.tuple.Fields;

/** A repartitioning: where the tuples of the parent go next; it starts a new bolt. */
public final class PartitionNode extends Node {
    public final Partitioning partitioning;

    public PartitionNode(String streamId, Fields outputFields, Partitioning partitioning) {
        super(streamId, null, outputFields);
        this.partitioning = partitioning;
    }
}
