package io.github.stormmc.trident.graph;

import java.io.Serializable;
import org.apache.storm.trident.state.StateSpec;

/** Identifies one Trident state in a topology and how to create its partitions. */
public final class StateHandle implements Serializable {
    public final String stateId;
    public final StateSpec spec;

    public StateHandle(String stateId, StateSpec spec) {
        this.stateId = stateId;
        this.spec = spec;
    }
}
