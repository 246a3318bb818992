package org.apache.storm.trident.util;

import java.io.Serializable;
import java.util.Objects;

/** An edge of a Trident graph that remembers its position among its target's inputs; edges sort by that index. */
public class IndexedEdge<T> implements Comparable, Serializable {
    private static final long serialVersionUID = 1L;
    public T source;
    public T target;
    public int index;

    public IndexedEdge(T source, T target, int index) {
        this.source = source;
        this.target = target;
        this.index = index;
    }

    @Override
    public int hashCode() {
        return 13 * source.hashCode() + 7 * target.hashCode() + index;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof IndexedEdge<?> other)) {
            return false;
        }
        return Objects.equals(source, other.source) && Objects.equals(target, other.target) && index == other.index;
    }

    @Override
    public int compareTo(Object o) {
        return Integer.compare(index, ((IndexedEdge<?>) o).index);
    }
}
