package io.github.stormmc.trident.runtime;

import io.github.stormmc.trident.graph.StateHandle;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import org.apache.storm.task.TopologyContext;
import org.apache.storm.trident.state.State;

/**
 * The partitions of the states of running topologies. A state's partition i is shared by the task i that updates it
 * and the tasks i that query it (Storm runs them in one executor; here they are different threads, so users of a
 * partition synchronise on it). A partition is created by whichever task needs it first and dropped when the last
 * task using it is cleaned up.
 */
public final class StateRegistry {
    private static final Map<Key, Entry> PARTITIONS = new HashMap<>();

    private StateRegistry() {
    }

    public static synchronized State acquire(Map<String, Object> conf, TopologyContext context, StateHandle handle) {
        int partition = context.getThisTaskIndex();
        int partitions = context.getComponentTasks(context.getThisComponentId()).size();
        Key key = new Key(context.getStormId(), handle.stateId, partition);
        Entry entry = PARTITIONS.get(key);
        if (entry == null) {
            State state = handle.spec.stateFactory.makeState(conf, context, partition, partitions);
            if (state == null) {
                throw new IllegalStateException("State factory " + handle.spec.stateFactory.getClass().getName()
                        + " returned null for partition " + partition);
            }
            entry = new Entry(state);
            PARTITIONS.put(key, entry);
        }
        entry.users++;
        return entry.state;
    }

    public static synchronized void release(TopologyContext context, StateHandle handle) {
        Key key = new Key(context.getStormId(), handle.stateId, context.getThisTaskIndex());
        Entry entry = PARTITIONS.get(key);
        if (entry != null && --entry.users <= 0) {
            PARTITIONS.remove(key);
        }
    }

    private record Key(String stormId, String stateId, int partition) {
        Key {
            Objects.requireNonNull(stateId);
        }
    }

    private static final class Entry {
        final State state;
        int users;

        Entry(State state) {
            this.state = state;
        }
    }
}
