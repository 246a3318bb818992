package org.apache.storm.streams;

import io.github.stormmc.streams.StreamGraph;
import org.apache.storm.generated.StormTopology;
import org.apache.storm.streams.operations.mappers.PairValueMapper;
import org.apache.storm.streams.operations.mappers.TupleValueMapper;
import org.apache.storm.topology.IRichSpout;
import org.apache.storm.tuple.Tuple;

/**
 * Entry point of the Streams API: creates streams from spouts and builds the topology they describe.
 */
public class StreamBuilder {
    private final StreamGraph graph = new StreamGraph();

    public StreamBuilder() {
    }

    public Stream<Tuple> newStream(IRichSpout spout) {
        return newStream(spout, 1);
    }

    public Stream<Tuple> newStream(IRichSpout spout, int parallelism) {
        return new Stream<>(this, graph.spout(spout, parallelism));
    }

    public <T> Stream<T> newStream(IRichSpout spout, TupleValueMapper<T> valueMapper) {
        return newStream(spout, valueMapper, 1);
    }

    public <T> Stream<T> newStream(IRichSpout spout, TupleValueMapper<T> valueMapper, int parallelism) {
        return new Stream<>(this, graph.map(graph.spout(spout, parallelism), valueMapper, false));
    }

    public <K, V> PairStream<K, V> newStream(IRichSpout spout, PairValueMapper<K, V> pairValueMapper) {
        return newStream(spout, pairValueMapper, 1);
    }

    public <K, V> PairStream<K, V> newStream(IRichSpout spout, PairValueMapper<K, V> pairValueMapper,
                                             int parallelism) {
        return new PairStream<>(this, graph.map(graph.spout(spout, parallelism), pairValueMapper, true));
    }

    /** Compiles every stream created from this builder into a topology. */
    public StormTopology build() {
        return graph.build();
    }

    StreamGraph graph() {
        return graph;
    }
}
