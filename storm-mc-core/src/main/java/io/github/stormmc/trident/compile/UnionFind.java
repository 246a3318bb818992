package io.github.stormmc.trident.compile;

import java.util.IdentityHashMap;
import java.util.Map;

/** Groups objects into disjoint sets (by identity). */
final class UnionFind<T> {
    private final Map<T, T> parent = new IdentityHashMap<>();

    void add(T item) {
        parent.putIfAbsent(item, item);
    }

    T find(T item) {
        T p = parent.get(item);
        if (p == null) {
            throw new IllegalArgumentException("Unknown item " + item);
        }
        if (p == item) {
            return item;
        }
        T root = find(p);
        parent.put(item, root);
        return root;
    }

    void union(T a, T b) {
        T ra = find(a);
        T rb = find(b);
        if (ra != rb) {
            parent.put(rb, ra);
        }
    }
}
