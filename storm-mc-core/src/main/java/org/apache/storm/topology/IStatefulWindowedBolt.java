package org.apache.storm.topology;

import org.apache.storm.state.State;

/** A windowed bolt with checkpointed state; optionally the window itself is persisted. */
public interface IStatefulWindowedBolt<T extends State> extends IStatefulComponent<T>, IWindowedBolt {

    /** Whether the window contents are kept in the state rather than only in memory. */
    default boolean isPersistent() {
        return false;
    }

    /** How many events a persistent window keeps in memory. */
    default long maxEventsInMemory() {
        return 1_000_000L;
    }
}
