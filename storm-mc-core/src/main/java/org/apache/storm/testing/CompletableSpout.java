package org.apache.storm.testing;

/**
 * A spout that can tell when it has nothing left to do, which is what {@code Testing.completeTopology} waits for.
 * The test checks its own deserialised copy of the spout, so implementations keep their progress in state shared
 * between copies (e.g. static, keyed by an id that is serialised with the spout).
 */
public interface CompletableSpout {
    /** True once every tuple this spout will ever emit has been emitted and completed (acked or failed). */
    boolean isExhausted();

    /** Called by {@code completeTopology} after the topology ran, when state cleanup was asked for. */
    default void clean() {
    }

    /** Called by {@code completeTopology} before the topology is submitted. */
    default void startup() {
    }
}
