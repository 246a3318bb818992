package org.apache.storm.streams;

import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import org.apache.storm.shade.com.google.common.collect.Multimap;
import org.apache.storm.shade.org.jgrapht.DirectedGraph;

/**
 * The only code that touches Storm's shaded jgrapht and Guava types: conversions from them to the engine's own
 * structures, for the members that keep Storm's signatures. Loaded only when such a member is called, so that
 * building and running a topology never needs storm-shaded-deps.
 */
final class ShadedTypes {
    private ShadedTypes() {
    }

    /** A copy of {@code graph}: its vertices in their order, then its edges. */
    static NodeGraph nodeGraph(DirectedGraph<Node, Edge> graph) {
        NodeGraph copy = new NodeGraph();
        for (Node node : graph.vertexSet()) {
            copy.addVertex(node);
        }
        for (Edge edge : graph.edgeSet()) {
            copy.addEdge(graph.getEdgeSource(edge), graph.getEdgeTarget(edge));
        }
        return copy;
    }

    static <T> List<T> sources(DirectedGraph<Node, Edge> graph, Node node) {
        return ends(graph, graph.incomingEdgesOf(node), true);
    }

    static <T> List<T> targets(DirectedGraph<Node, Edge> graph, Node node) {
        return ends(graph, graph.outgoingEdgesOf(node), false);
    }

    @SuppressWarnings("unchecked")
    private static <T> List<T> ends(DirectedGraph<Node, Edge> graph, Set<Edge> edges, boolean source) {
        List<T> nodes = new ArrayList<>();
        for (Edge edge : edges) {
            nodes.add((T) (source ? graph.getEdgeSource(edge) : graph.getEdgeTarget(edge)));
        }
        return nodes;
    }

    /**
     * A view, not a copy: code wiring a bolt by hand may answer only {@code get} for the streams it sends (Storm's
     * own tests stub a multimap that way), so the bolt asks the multimap for each stream as tuples arrive.
     */
    static InitialProcessors initialProcessors(Multimap<String, ProcessorNode> multimap) {
        return new MultimapView(multimap);
    }

    private static final class MultimapView implements InitialProcessors {
        private static final long serialVersionUID = 1L;
        private final Multimap<String, ProcessorNode> multimap;

        MultimapView(Multimap<String, ProcessorNode> multimap) {
            this.multimap = multimap;
        }

        @Override
        public Collection<ProcessorNode> get(String stream) {
            return multimap.get(stream);
        }

        @Override
        public Set<String> streams() {
            return multimap.keySet();
        }
    }
}
