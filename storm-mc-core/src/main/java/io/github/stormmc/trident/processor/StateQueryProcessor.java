package io.github.stormmc.trident.processor;

import io.github.stormmc.trident.graph.StateHandle;
import io.github.stormmc.trident.runtime.StateRegistry;
import java.util.ArrayList;
import java.util.List;
import org.apache.storm.trident.state.QueryFunction;
import org.apache.storm.trident.state.State;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;

/**
 * {@code stateQuery}: gathers the batch's tuples, asks the state (this task's partition) for all of them at once with
 * {@code batchRetrieve} when the batch is complete, then lets the function emit per tuple; emits are appended to the
 * tuple's fields.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class StateQueryProcessor implements TridentProcessor, StateBound {
    private final StateHandle handle;
    private final Fields inputFields;
    private final QueryFunction function;
    private transient ProjectionFactory projection;
    private transient BatchCollector collector;
    private transient State state;
    private transient ProcessorContext context;
    private transient int slot;

    public StateQueryProcessor(StateHandle handle, Fields inputFields, QueryFunction function) {
        this.handle = handle;
        this.inputFields = inputFields;
        this.function = function;
    }

    @Override
    public void prepare(ProcessorContext context) {
        this.context = context;
        slot = context.slot;
        projection = new ProjectionFactory(context.input(), inputFields);
        collector = new BatchCollector(context.output, context.errors);
        state = StateRegistry.acquire(context.conf, context.topologyContext, handle);
        function.prepare(context.conf, context.operationContext());
    }

    @Override
    public void startBatch(BatchRun batch) {
        batch.set(slot, new ArrayList<TridentTuple>());
    }

    @Override
    public void execute(BatchRun batch, int inputIndex, TridentTuple tuple) {
        ((List<TridentTuple>) batch.get(slot)).add(tuple);
    }

    @Override
    public void finishBatch(BatchRun batch) {
        List<TridentTuple> tuples = (List<TridentTuple>) batch.get(slot);
        if (tuples.isEmpty()) {
            return;
        }
        List<TridentTuple> args = new ArrayList<>(tuples.size());
        for (TridentTuple t : tuples) {
            args.add(projection.create(t));
        }
        List results;
        synchronized (state) {
            results = function.batchRetrieve(state, args);
        }
        if (results == null || results.size() != args.size()) {
            throw new IllegalStateException("QueryFunction " + function.getClass().getName() + " returned "
                    + (results == null ? "null" : results.size() + " results") + " for " + args.size() + " tuples");
        }
        for (int i = 0; i < args.size(); i++) {
            function.execute(args.get(i), results.get(i), collector.at(batch, tuples.get(i)));
        }
    }

    @Override
    public void cleanup() {
        function.cleanup();
        if (state != null) {
            StateRegistry.release(context.topologyContext, handle);
        }
    }

    @Override
    public String stateId() {
        return handle.stateId;
    }

    @Override
    public boolean owner() {
        return false;
    }

    @Override
    public Integer requiredPartitions() {
        return handle.spec.requiredNumPartitions;
    }
}
