package org.apache.storm.streams;

import java.io.Serializable;

/**
 * The per-key state kept by {@code updateStateByKey}: query it with {@link Stream#stateQuery} or read its updates
 * as a stream.
 */
public class StreamState<K, V> implements Serializable {
    private static final long serialVersionUID = 1L;
    private final transient PairStream<K, V> stream;

    StreamState(PairStream<K, V> stream) {
        this.stream = stream;
    }

    /** The stream of (key, updated state) pairs, one per update. */
    public PairStream<K, V> toPairStream() {
        return stream;
    }

    ProcessorNode getUpdateStateNode() {
        return (ProcessorNode) stream.node;
    }
}
