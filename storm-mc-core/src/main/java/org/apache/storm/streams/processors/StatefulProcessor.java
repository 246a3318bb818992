package org.apache.storm.streams.processors;

import org.apache.storm.state.KeyValueState;

/**
 * A processor that reads or writes the key-value state of its (stateful) bolt.
 *
 * @param <K> the key type
 * @param <V> the value type
 */
public interface StatefulProcessor<K, V> {
    /** Hands the processor the bolt's state, once the state is ready. */
    void initState(KeyValueState<K, V> keyValueState);
}
