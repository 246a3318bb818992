package org.apache.storm.trident.state;

import java.io.Serializable;

/** A state factory plus, optionally, the number of partitions the state must have. */
public class StateSpec implements Serializable {
    public StateFactory stateFactory;
    public Integer requiredNumPartitions = null;

    public StateSpec(StateFactory stateFactory) {
        this.stateFactory = stateFactory;
    }
}
