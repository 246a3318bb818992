package io.github.stormmc.trident.processor;

import io.github.stormmc.trident.graph.StateHandle;
import java.util.List;
import org.apache.storm.trident.state.StateUpdater;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Fields;

/**
 * {@code partitionPersist}: collects the batch's tuples and, at the batch's commit turn (transactions commit one at a
 * time, in id order), hands them to the updater between {@code beginCommit(txid)} and {@code commit(txid)}. What the
 * updater emits is the state's new-values stream.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class PersistProcessor extends StateBatchProcessor {
    private final StateUpdater updater;

    public PersistProcessor(StateHandle handle, Fields inputFields, StateUpdater updater) {
        super(handle, inputFields, updater);
        this.updater = updater;
    }

    /** Projects as each tuple arrives, as before the base class existed: the updater keeps only its input fields. */
    @Override
    public void execute(BatchRun batch, int inputIndex, TridentTuple tuple) {
        tuples(batch).add(projected(List.of(tuple)).get(0));
    }

    @Override
    public void finishBatch(BatchRun batch) {
        Long txid = batch.attempt.getTransactionId();
        synchronized (state) {
            state.beginCommit(txid);
            updater.updateState(state, tuples(batch), collector.at(batch, null));
            state.commit(txid);
        }
    }

    @Override
    public boolean isCommitter() {
        return true;
    }

    @Override
    public boolean owner() {
        return true;
    }
}
