package io.github.stormmc.trident.runtime;

import java.io.Serializable;
import org.apache.storm.trident.spout.ITridentSpout;

/** A source the master coordinator drives: its node id (metadata key), transaction id name and spout. */
@SuppressWarnings("rawtypes")
public final class CoordinatedSource implements Serializable {
    public final String sourceId;
    public final String txId;
    public final ITridentSpout spout;

    public CoordinatedSource(String sourceId, String txId, ITridentSpout spout) {
        this.sourceId = sourceId;
        this.txId = txId;
        this.spout = spout;
    }
}
