package org.apache.storm.streams;

import java.io.Serializable;
import org.apache.storm.shade.org.jgrapht.EdgeFactory;

/**
 * Creates the edges of a jgrapht graph of stream nodes, for code that builds the processor bolts' graph with Storm's
 * shaded jgrapht (needs storm-shaded-deps, e.g. through storm-mc-classpath). Storm-MC's own planning uses
 * {@link NodeGraph} and never loads this class.
 */
class StreamsEdgeFactory implements EdgeFactory<Node, Edge>, Serializable {
    private static final long serialVersionUID = 1L;

    @Override
    public Edge createEdge(Node sourceVertex, Node targetVertex) {
        return new Edge(sourceVertex, targetVertex);
    }
}
