package io.github.stormmc.trident.compile;

import java.util.ArrayList;
import java.util.List;
import org.apache.storm.trident.planner.Node;

/** The nodes that run together in one bolt, in creation order, and the bolt's settings. */
final class BoltGroup {
    final List<Node> nodes = new ArrayList<>();
    String componentId;
    int parallelism;
    Node batchRoot;

    int indexOf(Node node) {
        for (int i = 0; i < nodes.size(); i++) {
            if (nodes.get(i) == node) {
                return i;
            }
        }
        return -1;
    }
}
