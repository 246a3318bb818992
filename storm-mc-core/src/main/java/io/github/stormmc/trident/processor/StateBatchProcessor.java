package io.github.stormmc.trident.processor;

import io.github.stormmc.trident.graph.StateHandle;
import io.github.stormmc.trident.runtime.StateRegistry;
import java.util.ArrayList;
import java.util.List;
import org.apache.storm.trident.operation.Operation;
import org.apache.storm.trident.state.State;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;

/**
 * What a processor working on whole batches against this task's partition of a state shares: the state acquired in
 * prepare and released in cleanup, the batch's tuples gathered as they arrive, and the projection onto the
 * operation's input fields. Subclasses say what happens when the batch is complete.
 */
@SuppressWarnings("unchecked")
abstract class StateBatchProcessor implements TridentProcessor, StateBound {
    final StateHandle handle;
    private final Fields inputFields;
    private final Operation operation;
    private transient ProjectionFactory projection;
    transient BatchCollector collector;
    transient State state;
    private transient ProcessorContext context;
    private transient int slot;

    StateBatchProcessor(StateHandle handle, Fields inputFields, Operation operation) {
        this.handle = handle;
        this.inputFields = inputFields;
        this.operation = operation;
    }

    @Override
    public void prepare(ProcessorContext context) {
        this.context = context;
        slot = context.slot;
        projection = new ProjectionFactory(context.input(), inputFields);
        collector = new BatchCollector(context.output, context.errors);
        state = StateRegistry.acquire(context.conf, context.topologyContext, handle);
        operation.prepare(context.conf, context.operationContext());
    }

    @Override
    public void startBatch(BatchRun batch) {
        batch.set(slot, new ArrayList<TridentTuple>());
    }

    @Override
    public void execute(BatchRun batch, int inputIndex, TridentTuple tuple) {
        tuples(batch).add(tuple);
    }

    /** The batch's tuples, as gathered by {@link #execute}. */
    final List<TridentTuple> tuples(BatchRun batch) {
        return (List<TridentTuple>) batch.get(slot);
    }

    /** The tuples projected onto the operation's input fields, in the same order. */
    final List<TridentTuple> projected(List<TridentTuple> tuples) {
        List<TridentTuple> args = new ArrayList<>(tuples.size());
        for (TridentTuple t : tuples) {
            args.add(projection.create(t));
        }
        return args;
    }

    @Override
    public void cleanup() {
        operation.cleanup();
        if (state != null) {
            StateRegistry.release(context.topologyContext, handle);
        }
    }

    public StateHandle handle() {
        return handle;
    }

    @Override
    public String stateId() {
        return handle.stateId;
    }

    @Override
    public Integer requiredPartitions() {
        return handle.spec.requiredNumPartitions;
    }
}
