package org.apache.storm.streams;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The directed graph of stream nodes. Vertices and each vertex's edges keep their insertion order, so planning is
 * deterministic; at most one edge joins two nodes.
 */
final class NodeGraph implements Serializable {
    private static final long serialVersionUID = 1L;
    private final Set<Node> vertices = new LinkedHashSet<>();
    private final Map<Node, List<Edge>> outgoing = new HashMap<>();
    private final Map<Node, List<Edge>> incoming = new HashMap<>();

    void addVertex(Node node) {
        if (vertices.add(node)) {
            outgoing.put(node, new ArrayList<>());
            incoming.put(node, new ArrayList<>());
        }
    }

    /** Adds the edge unless one already joins the two nodes; both must be vertices. */
    void addEdge(Node source, Node target) {
        if (!vertices.contains(source) || !vertices.contains(target)) {
            throw new IllegalArgumentException("Both ends of an edge must be in the graph: " + source + ", " + target);
        }
        if (edge(source, target) == null) {
            Edge edge = new Edge(source, target);
            outgoing.get(source).add(edge);
            incoming.get(target).add(edge);
        }
    }

    void removeEdge(Node source, Node target) {
        Edge edge = edge(source, target);
        if (edge != null) {
            outgoing.get(source).remove(edge);
            incoming.get(target).remove(edge);
        }
    }

    private Edge edge(Node source, Node target) {
        List<Edge> edges = outgoing.get(source);
        if (edges != null) {
            for (Edge edge : edges) {
                if (edge.getTarget() == target) {
                    return edge;
                }
            }
        }
        return null;
    }

    Set<Node> vertices() {
        return Collections.unmodifiableSet(vertices);
    }

    List<Node> parents(Node node) {
        List<Node> parents = new ArrayList<>();
        for (Edge edge : incoming.getOrDefault(node, List.of())) {
            parents.add(edge.getSource());
        }
        return parents;
    }

    List<Node> children(Node node) {
        List<Node> children = new ArrayList<>();
        for (Edge edge : outgoing.getOrDefault(node, List.of())) {
            children.add(edge.getTarget());
        }
        return children;
    }
}
