package org.apache.storm.streams.processors;

import org.apache.storm.state.KeyValueState;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.StreamState;

/** Looks each value up as a key of the bolt's state and forwards (key, state value) when there is one. */
public class StateQueryProcessor<K, V> extends BaseProcessor<K> implements StatefulProcessor<K, V> {
    private static final long serialVersionUID = 1L;
    private final StreamState<K, V> streamState;
    private KeyValueState<K, V> keyValueState;

    public StateQueryProcessor(StreamState<K, V> streamState) {
        this.streamState = streamState;
    }

    @Override
    public void initState(KeyValueState<K, V> keyValueState) {
        this.keyValueState = keyValueState;
    }

    public StreamState<K, V> getStreamState() {
        return streamState;
    }

    @Override
    @SuppressWarnings("unchecked")
    protected void execute(K key) {
        V value = keyValueState.get(key);
        if (value != null) {
            context.forward(Pair.of(key, value));
        }
    }
}
