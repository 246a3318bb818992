package io.github.stormmc.trident.compile;

import io.github.stormmc.trident.graph.OpNode;
import io.github.stormmc.trident.graph.PartitionNode;
import io.github.stormmc.trident.graph.Partitioning;
import io.github.stormmc.trident.graph.SourceNode;
import io.github.stormmc.trident.graph.TridentGraph;
import io.github.stormmc.trident.processor.DrpcReturnProcessor;
import io.github.stormmc.trident.processor.ProjectProcessor;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.apache.storm.trident.planner.Node;
import org.apache.storm.tuple.Fields;

/**
 * Closes every DRPC stream: its last operation's tuples and the request's return-info meet, per request, on one task
 * that sends the result back to the caller.
 */
public final class DrpcCompletion {
    private DrpcCompletion() {
    }

    public static void complete(TridentGraph graph) {
        for (Node node : new ArrayList<>(graph.nodes())) {
            if (!(node instanceof SourceNode source) || !source.drpc || alreadyCompleted(graph, source)) {
                continue;
            }
            Node last = lastOfComponent(graph, source);
            Fields returnInfo = new Fields("return-info");
            Node project = new OpNode(graph.newStreamId(), returnInfo, new ProjectProcessor(returnInfo));
            graph.add(project, Collections.singletonList(source));
            Node infoPartition = new PartitionNode(graph.newStreamId(), returnInfo,
                    Partitioning.of(Partitioning.Kind.BATCH_GLOBAL));
            graph.add(infoPartition, Collections.singletonList(project));
            Node resultPartition = new PartitionNode(graph.newStreamId(), last.allOutputFields,
                    Partitioning.of(Partitioning.Kind.BATCH_GLOBAL));
            graph.add(resultPartition, Collections.singletonList(last));
            graph.add(new OpNode(graph.newStreamId(), new Fields(), new DrpcReturnProcessor()),
                    Arrays.asList(infoPartition, resultPartition));
        }
    }

    private static boolean alreadyCompleted(TridentGraph graph, Node source) {
        for (Node n : reachable(graph, source)) {
            if (n instanceof OpNode op && op.processor instanceof DrpcReturnProcessor) {
                return true;
            }
        }
        return false;
    }

    private static Node lastOfComponent(TridentGraph graph, Node source) {
        Node last = source;
        for (Node n : reachable(graph, source)) {
            if (n.creationIndex > last.creationIndex) {
                last = n;
            }
        }
        return last;
    }

    /** The nodes connected to {@code start}, following edges both ways. */
    private static List<Node> reachable(TridentGraph graph, Node start) {
        List<Node> seen = new ArrayList<>();
        List<Node> todo = new ArrayList<>();
        todo.add(start);
        while (!todo.isEmpty()) {
            Node n = todo.remove(todo.size() - 1);
            if (seen.contains(n)) {
                continue;
            }
            seen.add(n);
            todo.addAll(graph.children(n));
            todo.addAll(graph.parents(n));
        }
        return seen;
    }
}
