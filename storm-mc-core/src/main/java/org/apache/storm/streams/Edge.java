package org.apache.storm.streams;

import java.io.Serializable;

/** A directed edge of the stream graph, from the node that produces values to a node that consumes them. */
class Edge implements Serializable {
    private static final long serialVersionUID = 1L;
    private final Node source;
    private final Node target;

    Edge(Node source, Node target) {
        this.source = source;
        this.target = target;
    }

    public Node getSource() {
        return source;
    }

    public Node getTarget() {
        return target;
    }

    @Override
    public String toString() {
        return "Edge{" + source.getComponentId() + " -> " + target.getComponentId() + "}";
    }
}
