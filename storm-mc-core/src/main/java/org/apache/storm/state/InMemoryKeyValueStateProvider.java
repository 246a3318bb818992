package org.apache.storm.state;

import io.github.stormmc.state.CommittedStates;
import java.util.Map;
import org.apache.storm.task.TopologyContext;

/**
 * The default state provider. Its states start from the namespace's last committed snapshot and record each commit,
 * so a task restarted after a crash gets back its committed state (within the running topology only).
 */
public class InMemoryKeyValueStateProvider implements StateProvider {

    public InMemoryKeyValueStateProvider() {
    }

    @Override
    public State newState(String namespace, Map<String, Object> topoConf, TopologyContext context) {
        if (context == null || context.getSharedExecutor() == null && context.getStormId() == null) {
            return new InMemoryKeyValueState<>(); // not in a running topology: a fresh state, as Storm's provider gives
        }
        return new InMemoryKeyValueState<>(CommittedStates.load(context, namespace),
            snapshot -> CommittedStates.store(context, namespace, snapshot));
    }
}
