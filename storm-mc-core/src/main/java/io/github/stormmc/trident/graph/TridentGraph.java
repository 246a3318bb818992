package io.github.stormmc.trident.graph;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.trident.planner.Node;

/** The logical graph a TridentTopology builds: nodes in creation order (parents before children) and their parents. */
public final class TridentGraph implements Serializable {
    private final List<Node> nodes = new ArrayList<>();
    private final Map<Node, List<Node>> parents = new IdentityHashMap<>();
    private final Map<Node, List<Node>> children = new IdentityHashMap<>();
    private int nextId;

    public String newStreamId() {
        return "s" + (nextId++);
    }

    public void add(Node node, List<Node> nodeParents) {
        if (parents.containsKey(node)) {
            throw new IllegalStateException("Trident node added twice: " + node);
        }
        nodes.add(node);
        parents.put(node, new ArrayList<>(nodeParents));
        children.put(node, new ArrayList<>());
        for (Node parent : nodeParents) {
            List<Node> siblings = children.get(parent);
            if (siblings == null) {
                throw new IllegalArgumentException("Stream of another TridentTopology used as input: " + parent);
            }
            siblings.add(node);
        }
    }

    public List<Node> nodes() {
        return Collections.unmodifiableList(nodes);
    }

    public List<Node> parents(Node node) {
        return parents.get(node);
    }

    public List<Node> children(Node node) {
        return children.get(node);
    }
}
