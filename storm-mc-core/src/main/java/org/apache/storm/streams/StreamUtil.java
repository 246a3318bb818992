package org.apache.storm.streams;

import java.util.List;
import org.apache.storm.shade.org.jgrapht.DirectedGraph;
import org.apache.storm.tuple.Fields;

/** Helpers for the stream graph and punctuations. */
public class StreamUtil {

    /** The sources of the edges into {@code node} (needs storm-shaded-deps for the graph type). */
    public static <T> List<T> getParents(DirectedGraph<Node, Edge> graph, Node node) {
        return ShadedTypes.sources(graph, node);
    }

    /** The targets of the edges out of {@code node} (needs storm-shaded-deps for the graph type). */
    public static <T> List<T> getChildren(DirectedGraph<Node, Edge> graph, Node node) {
        return ShadedTypes.targets(graph, node);
    }

    public static boolean isPunctuation(Object value) {
        return WindowNode.PUNCTUATION.equals(value);
    }

    /** The stream that carries the punctuations of {@code stream}. */
    public static String getPunctuationStream(String stream) {
        return stream + WindowNode.PUNCTUATION;
    }

    /** The data stream a punctuation stream belongs to; any other stream id unchanged. */
    public static String getSourceStream(String stream) {
        int at = stream.lastIndexOf(WindowNode.PUNCTUATION);
        return at > 0 ? stream.substring(0, at) : stream;
    }

    public static Fields getPunctuationFields() {
        return new Fields(WindowNode.PUNCTUATION);
    }
}
