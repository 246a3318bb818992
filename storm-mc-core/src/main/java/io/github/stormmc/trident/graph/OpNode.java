package io.github.stormmc.trident.graph;

import io.github.stormmc.trident.processor.TridentProcessor;
import org.apache.storm.trident.planner.Node;
import org.apache.storm.tuple.Fields;

/** An operation: its processor (a serialisable template, copied into every task) and its output fields. */
public final class OpNode extends Node {
    public final TridentProcessor processor;

    public OpNode(String streamId, Fields outputFields, TridentProcessor processor) {
        super(streamId, null, outputFields);
        this.processor = processor;
    }
}
