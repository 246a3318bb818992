package org.apache.storm.trident.util;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.apache.storm.shade.org.jgrapht.graph.DefaultDirectedGraph;
import org.junit.jupiter.api.Test;

/** The graph helpers take Storm's shaded jgrapht graph, which storm-mc-classpath brings. */
class TridentGraphHelpersTest {

    @Test
    @SuppressWarnings({"unchecked", "rawtypes"})
    void parentsInEdgeIndexOrderChildrenAndTheSingleParent() {
        DefaultDirectedGraph graph = new DefaultDirectedGraph(new ErrorEdgeFactory());
        for (String v : List.of("a", "b", "c", "join", "out")) {
            graph.addVertex(v);
        }
        graph.addEdge("c", "join", new IndexedEdge<>("c", "join", 0));
        graph.addEdge("a", "join", new IndexedEdge<>("a", "join", 2));
        graph.addEdge("b", "join", new IndexedEdge<>("b", "join", 1));
        graph.addEdge("join", "out", new IndexedEdge<>("join", "out", 0));
        assertEquals(List.of("c", "b", "a"), TridentUtils.getParents(graph, "join"));
        assertEquals(List.of("out"), TridentUtils.getChildren(graph, "join"));
        assertEquals("join", TridentUtils.getParent(graph, "out"));
        assertThrows(IllegalArgumentException.class, () -> TridentUtils.getParent(graph, "join"));
        assertThrows(IllegalStateException.class, () -> graph.addEdge("a", "out"));
    }
}
