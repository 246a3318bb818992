package io.github.stormmc.trident.processor;

import io.github.stormmc.trident.graph.StateHandle;
import io.github.stormmc.trident.runtime.StateRegistry;
import java.util.ArrayList;
import java.util.List;
import org.apache.storm.trident.state.State;
import org.apache.storm.trident.state.StateUpdater;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;

/**
 * {@code partitionPersist}: collects the batch's tuples and, at the batch's commit turn (transactions commit one at a
 * time, in id order), hands them to the updater between {@code beginCommit(txid)} and {@code commit(txid)}. What the
 * updater emits is the state's new-values stream.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class PersistProcessor implements TridentProcessor, StateBound {
    private final StateHandle handle;
    private final Fields inputFields;
    private final StateUpdater updater;
    private transient ProjectionFactory projection;
    private transient BatchCollector collector;
    private transient State state;
    private transient ProcessorContext context;
    private transient int slot;

    public PersistProcessor(StateHandle handle, Fields inputFields, StateUpdater updater) {
        this.handle = handle;
        this.inputFields = inputFields;
        this.updater = updater;
    }

    @Override
    public void prepare(ProcessorContext context) {
        this.context = context;
        slot = context.slot;
        projection = new ProjectionFactory(context.input(), inputFields);
        collector = new BatchCollector(context.output, context.errors);
        state = StateRegistry.acquire(context.conf, context.topologyContext, handle);
        updater.prepare(context.conf, context.operationContext());
    }

    @Override
    public void startBatch(BatchRun batch) {
        batch.set(slot, new ArrayList<TridentTuple>());
    }

    @Override
    public void execute(BatchRun batch, int inputIndex, TridentTuple tuple) {
        ((List<TridentTuple>) batch.get(slot)).add(projection.create(tuple));
    }

    @Override
    public void finishBatch(BatchRun batch) {
        Long txid = batch.attempt.getTransactionId();
        synchronized (state) {
            state.beginCommit(txid);
            updater.updateState(state, (List<TridentTuple>) batch.get(slot), collector.at(batch, null));
            state.commit(txid);
        }
    }

    @Override
    public void cleanup() {
        updater.cleanup();
        if (state != null) {
            StateRegistry.release(context.topologyContext, handle);
        }
    }

    @Override
    public boolean isCommitter() {
        return true;
    }

    public StateHandle handle() {
        return handle;
    }

    @Override
    public String stateId() {
        return handle.stateId;
    }

    @Override
    public boolean owner() {
        return true;
    }

    @Override
    public Integer requiredPartitions() {
        return handle.spec.requiredNumPartitions;
    }
}
