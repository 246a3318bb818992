package io.github.stormmc.trident.processor;

import io.github.stormmc.trident.graph.StateHandle;
import java.util.List;
import org.apache.storm.trident.state.QueryFunction;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.tuple.Fields;

/**
 * {@code stateQuery}: gathers the batch's tuples, asks the state (this task's partition) for all of them at once with
 * {@code batchRetrieve} when the batch is complete, then lets the function emit per tuple; emits are appended to the
 * tuple's fields.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class StateQueryProcessor extends StateBatchProcessor {
    private final QueryFunction function;

    public StateQueryProcessor(StateHandle handle, Fields inputFields, QueryFunction function) {
        super(handle, inputFields, function);
        this.function = function;
    }

    @Override
    public void finishBatch(BatchRun batch) {
        List<TridentTuple> tuples = tuples(batch);
        if (tuples.isEmpty()) {
            return;
        }
        List<TridentTuple> args = projected(tuples);
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
    public boolean owner() {
        return false;
    }
}
