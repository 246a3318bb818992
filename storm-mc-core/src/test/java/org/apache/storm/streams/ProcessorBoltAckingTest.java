package org.apache.storm.streams;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.stormmc.testing.NoOpOutputCollector;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.storm.generated.GlobalStreamId;
import org.apache.storm.generated.Grouping;
import org.apache.storm.generated.NullStruct;
import org.apache.storm.streams.operations.aggregators.Count;
import org.apache.storm.streams.processors.ForEachProcessor;
import org.apache.storm.streams.processors.MergeAggregateProcessor;
import org.apache.storm.streams.processors.Processor;
import org.apache.storm.task.OutputCollector;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.tuple.Fields;
import org.apache.storm.tuple.TestContexts;
import org.apache.storm.tuple.Tuple;
import org.apache.storm.tuple.TupleImpl;
import org.apache.storm.tuple.Values;
import org.junit.jupiter.api.Test;

/**
 * How a processor bolt acks: an input is acked once processed, unless the bolt holds a windowed batch operation;
 * then every input, data or punctuation, stays un-acked until a batch completes, and is acked then.
 */
class ProcessorBoltAckingTest {
    private static final List<Object> MERGED = new ArrayList<>();
    private final List<String> acks = new ArrayList<>();
    private final TopologyContext context = new TopologyContext(null, new HashMap<>(), Map.of(3, "bolt2"),
        Map.of("bolt1", List.of(1, 2), "bolt2", List.of(3)), Map.of(), new HashMap<>(), "test", null, null, 3, 0,
        List.of(3), new HashMap<>(), new HashMap<>(), new HashMap<>(), new HashMap<>(), new AtomicBoolean(), null) {
        @Override
        public Map<GlobalStreamId, Grouping> getThisSources() {
            return Map.of(new GlobalStreamId("bolt1", "s1"), Grouping.shuffle(new NullStruct()),
                new GlobalStreamId("bolt1", "s1__punctuation"), Grouping.all(new NullStruct()));
        }
    };

    /**
     * A merge of per-task counts feeding a forEach in the same bolt: the merge emits nothing out of the bolt itself,
     * yet its inputs wait for the punctuation of both upstream tasks.
     */
    @Test
    void inputsOfAWindowedMergeStayUnackedUntilEveryUpstreamTaskPunctuated() {
        MERGED.clear();
        ProcessorNode upstream = new ProcessorNode(new ForEachProcessor<>(v -> { }), "s1", new Fields("value"));
        upstream.setWindowed(true);
        ProcessorNode merge = node(new MergeAggregateProcessor<>(new Count<>()), "s2", upstream, "s1");
        ProcessorNode each = node(new ForEachProcessor<>(MERGED::add), "s3", merge, "s2");
        NodeGraph graph = new NodeGraph();
        for (Node node : List.of(upstream, merge, each)) {
            graph.addVertex(node);
        }
        graph.addEdge(upstream, merge);
        graph.addEdge(merge, each);
        ProcessorBolt bolt = new ProcessorBolt("bolt2", graph, List.of(merge, each));
        InitialProcessors.ByStream initial = new InitialProcessors.ByStream();
        initial.put("s1", merge);
        bolt.setInitialProcessors(initial);
        bolt.prepare(new HashMap<>(), context, new OutputCollector(new AckRecorder()));

        bolt.execute(tuple(1, "s1", 2L, "a"));
        bolt.execute(tuple(1, "s1__punctuation", WindowNode.PUNCTUATION, "a-end"));
        bolt.execute(tuple(2, "s1", 3L, "b"));
        assertEquals(List.of(), acks);
        assertEquals(List.of(), MERGED);

        bolt.execute(tuple(2, "s1__punctuation", WindowNode.PUNCTUATION, "b-end"));
        assertEquals(List.of(5L), MERGED);
        assertEquals(Set.of("a", "a-end", "b", "b-end"), Set.copyOf(acks));
        assertEquals(4, acks.size());
    }

    /** Without a windowed batch operation each input is acked as soon as it is processed. */
    @Test
    void inputsOfPerValueOperationsAreAckedAtOnce() {
        MERGED.clear();
        ProcessorNode upstream = new ProcessorNode(new ForEachProcessor<>(v -> { }), "s1", new Fields("value"));
        ProcessorNode each = node(new ForEachProcessor<>(MERGED::add), "s2", upstream, "s1");
        each.setWindowed(false);
        NodeGraph graph = new NodeGraph();
        graph.addVertex(upstream);
        graph.addVertex(each);
        graph.addEdge(upstream, each);
        ProcessorBolt bolt = new ProcessorBolt("bolt2", graph, List.of(each));
        InitialProcessors.ByStream initial = new InitialProcessors.ByStream();
        initial.put("s1", each);
        bolt.setInitialProcessors(initial);
        bolt.prepare(new HashMap<>(), context, new OutputCollector(new AckRecorder()));

        bolt.execute(tuple(1, "s1", 7, "x"));
        assertEquals(List.of("x"), acks);
        assertEquals(List.of(7), MERGED);
    }

    private static ProcessorNode node(Processor<?> processor, String stream,
                                      ProcessorNode parent, String parentStream) {
        ProcessorNode node = new ProcessorNode(processor, stream, new Fields("value"));
        node.addParentStream(parent, parentStream);
        node.setWindowed(parent.isWindowed());
        node.setWindowedParentStreams(parent.isWindowed() ? Set.of(parentStream) : Set.of());
        return node;
    }

    /** A tuple from task {@code task} of bolt1 whose message id names it in the acks. */
    private static Tuple tuple(int task, String stream, Object value, String name) {
        Map<String, Fields> fields = Map.of("bolt1:s1", new Fields("value"),
            "bolt1:s1__punctuation", new Fields(WindowNode.PUNCTUATION));
        return new TupleImpl(TestContexts.withFields(fields), new Values(value), "bolt1", task, stream) {
            @Override
            public String toString() {
                return name;
            }
        };
    }

    private final class AckRecorder extends NoOpOutputCollector {
        @Override
        public void ack(Tuple input) {
            acks.add(input.toString());
        }
    }
}
