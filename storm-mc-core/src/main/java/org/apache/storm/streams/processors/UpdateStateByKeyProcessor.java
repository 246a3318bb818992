package org.apache.storm.streams.processors;

import org.apache.storm.state.KeyValueState;
import org.apache.storm.streams.Pair;
import org.apache.storm.streams.operations.StateUpdater;

/** Folds each value into its key's entry of the bolt's state and forwards (key, new state). */
public class UpdateStateByKeyProcessor<K, V, R> extends BaseProcessor<Pair<K, V>> implements StatefulProcessor<K, R> {
    private static final long serialVersionUID = 1L;
    private final StateUpdater<V, R> stateUpdater;
    private KeyValueState<K, R> keyValueState;

    public UpdateStateByKeyProcessor(StateUpdater<V, R> stateUpdater) {
        this.stateUpdater = stateUpdater;
    }

    @Override
    public void initState(KeyValueState<K, R> keyValueState) {
        this.keyValueState = keyValueState;
    }

    @Override
    @SuppressWarnings("unchecked")
    protected void execute(Pair<K, V> input) {
        K key = input.getFirst();
        R current = keyValueState.get(key);
        R updated = stateUpdater.apply(current == null ? stateUpdater.init() : current, input.getSecond());
        keyValueState.put(key, updated);
        context.forward(Pair.of(key, updated));
    }
}
