package io.github.stormmc.trident.graph;

import org.apache.storm.trident.planner.Node;
import org.apache.storm.tuple.Fields;

/** A static state ({@code newStaticState}): not fed by any stream, only queried. */
public final class StateNode extends Node {
    public final StateHandle state;

    public StateNode(String streamId, StateHandle state) {
        super(streamId, null, new Fields());
        this.state = state;
    }
}
