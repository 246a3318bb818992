package org.apache.storm.trident.util;

import java.io.Serializable;
import org.apache.storm.shade.org.jgrapht.EdgeFactory;

/**
 * An edge factory for graphs whose edges must always be given explicitly (as {@link IndexedEdge}s): asking it to make
 * one is a bug. Its type is Storm's shaded jgrapht, so using it needs storm-shaded-deps (storm-mc-classpath).
 */
public class ErrorEdgeFactory implements EdgeFactory, Serializable {
    private static final long serialVersionUID = 1L;

    @Override
    public Object createEdge(Object source, Object target) {
        throw new IllegalStateException("Edges of this graph must be added explicitly, not created for " + source
            + " -> " + target);
    }
}
