package io.github.stormmc.plan;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Finds the edges of the component graph that lie on a cycle (Storm allows a bolt to subscribe to itself or to a
 * downstream bolt): an edge is on a cycle exactly when both ends are in the same strongly connected component and
 * that component is a cycle (more than one node, or a self-loop). Tarjan's algorithm, iterative.
 */
final class Cycles {
    private final Map<String, Set<String>> edges;
    private final Map<String, Integer> index = new HashMap<>();
    private final Map<String, Integer> low = new HashMap<>();
    private final Map<String, Integer> sccOf = new HashMap<>();
    private final Deque<String> stack = new ArrayDeque<>();
    private final Set<String> onStack = new HashSet<>();
    private final List<Integer> sccSizes = new ArrayList<>();
    private int counter;

    private Cycles(Map<String, Set<String>> edges) {
        this.edges = edges;
    }

    /** @param edges source component id to the ids of components subscribing to it */
    static Cycles of(Map<String, Set<String>> edges) {
        Cycles cycles = new Cycles(edges);
        Set<String> nodes = new HashSet<>(edges.keySet());
        edges.values().forEach(nodes::addAll);
        for (String node : nodes) {
            if (!cycles.index.containsKey(node)) {
                cycles.visit(node);
            }
        }
        return cycles;
    }

    boolean onCycle(String source, String target) {
        Integer s = sccOf.get(source);
        if (s == null || !s.equals(sccOf.get(target))) {
            return false;
        }
        return sccSizes.get(s) > 1 || source.equals(target) && edges.getOrDefault(source, Set.of()).contains(source);
    }

    private void visit(String root) {
        // explicit DFS stack of (node, iterator over successors) to avoid recursion depth limits
        Deque<Object[]> work = new ArrayDeque<>();
        enter(root);
        work.push(new Object[] {root, List.copyOf(edges.getOrDefault(root, Set.of())).iterator()});
        while (!work.isEmpty()) {
            Object[] frame = work.peek();
            String node = (String) frame[0];
            @SuppressWarnings("unchecked")
            java.util.Iterator<String> successors = (java.util.Iterator<String>) frame[1];
            if (successors.hasNext()) {
                String next = successors.next();
                if (!index.containsKey(next)) {
                    enter(next);
                    work.push(new Object[] {next, List.copyOf(edges.getOrDefault(next, Set.of())).iterator()});
                } else if (onStack.contains(next)) {
                    low.put(node, Math.min(low.get(node), index.get(next)));
                }
                continue;
            }
            work.pop();
            if (!work.isEmpty()) {
                String parent = (String) work.peek()[0];
                low.put(parent, Math.min(low.get(parent), low.get(node)));
            }
            if (low.get(node).equals(index.get(node))) {
                int id = sccSizes.size();
                int size = 0;
                String member;
                do {
                    member = stack.pop();
                    onStack.remove(member);
                    sccOf.put(member, id);
                    size++;
                } while (!member.equals(node));
                sccSizes.add(size);
            }
        }
    }

    private void enter(String node) {
        index.put(node, counter);
        low.put(node, counter);
        counter++;
        stack.push(node);
        onStack.add(node);
    }
}
