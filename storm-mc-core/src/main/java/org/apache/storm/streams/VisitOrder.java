package org.apache.storm.streams;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import org.apache.storm.streams.processors.StateQueryProcessor;
import org.apache.storm.streams.processors.UpdateStateByKeyProcessor;

/**
 * The order in which the planner visits the graph: topological, and among the nodes whose parents have all been
 * visited, by kind: spouts, then updateStateByKey, other processors, partitions, windows, state queries and sinks.
 * Processors thus gather into groups before a marker closes the group, and a state query comes after the
 * state it reads. Ties keep the heap order of a {@link PriorityQueue} fed in graph order, which is how Storm breaks
 * them, so the same graph yields the same component and stream numbering as on Storm.
 */
final class VisitOrder {
    private VisitOrder() {
    }

    static List<Node> of(NodeGraph graph) {
        PriorityQueue<Node> ready = new PriorityQueue<>(Comparator.comparingInt(VisitOrder::rank));
        Map<Node, Integer> unvisitedParents = new IdentityHashMap<>();
        for (Node node : graph.vertices()) {
            int parents = graph.parents(node).size();
            unvisitedParents.put(node, parents);
            if (parents == 0) {
                ready.offer(node);
            }
        }
        List<Node> order = new ArrayList<>();
        while (!ready.isEmpty()) {
            Node node = ready.poll();
            order.add(node);
            for (Node child : graph.children(node)) {
                if (unvisitedParents.merge(child, -1, Integer::sum) == 0) {
                    ready.offer(child);
                }
            }
        }
        return order;
    }

    private static int rank(Node node) {
        if (node instanceof SpoutNode) {
            return 0;
        }
        if (node instanceof ProcessorNode) {
            Object processor = ((ProcessorNode) node).getProcessor();
            if (processor instanceof UpdateStateByKeyProcessor) {
                return 1;
            }
            return processor instanceof StateQueryProcessor ? 5 : 2;
        }
        if (node instanceof PartitionNode) {
            return 3;
        }
        if (node instanceof WindowNode) {
            return 4;
        }
        return 6;
    }
}
