package io.github.stormmc.trident.graph;

import org.apache.storm.trident.planner.Node;
import org.apache.storm.tuple.Fields;

/**
 * A stream's origin: a Trident data source driven by the batch coordinator, or a DRPC spout (one batch per request).
 */
public final class SourceNode extends Node {
    /** An {@code ITridentSpout} (other spout kinds are adapted when the node is created), or a DRPCSpout. */
    public final Object source;
    /** The user's transaction id (the {@code newStream} name); batches of one source are numbered under it. */
    public final String txId;
    public final boolean drpc;

    public SourceNode(String streamId, Fields outputFields, Object source, String txId, boolean drpc) {
        super(streamId, null, outputFields);
        this.source = source;
        this.txId = txId;
        this.drpc = drpc;
    }
}
