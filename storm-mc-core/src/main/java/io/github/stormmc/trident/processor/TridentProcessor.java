package io.github.stormmc.trident.processor;

import java.io.Serializable;
import org.apache.storm.trident.tuple.TridentTuple;

/**
 * One Trident operation as it runs inside a bolt task. Every processor of a bolt sees every batch: {@link #startBatch}
 * when the task first hears of it, {@link #execute} per input tuple, {@link #finishBatch} once all upstream tasks have
 * delivered the batch (and, in committing bolts, once the batch's commit turn has come). Parents finish before their
 * children, so whatever a parent emits at finish is executed by its children before they finish.
 */
public interface TridentProcessor extends Serializable {
    void prepare(ProcessorContext context);

    default void startBatch(BatchRun batch) {
    }

    void execute(BatchRun batch, int inputIndex, TridentTuple tuple);

    default void finishBatch(BatchRun batch) {
    }

    default void cleanup() {
    }

    /** True for processors whose effects must happen in transaction order (state updates). */
    default boolean isCommitter() {
        return false;
    }
}
