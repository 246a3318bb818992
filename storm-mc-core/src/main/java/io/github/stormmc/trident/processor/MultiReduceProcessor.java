package io.github.stormmc.trident.processor;

import java.util.ArrayList;
import java.util.List;
import org.apache.storm.trident.operation.MultiReducer;
import org.apache.storm.trident.operation.TridentMultiReducerContext;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;

/** {@code multiReduce(streams, MultiReducer, fields)}: one reducer state per batch fed by several inputs. */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class MultiReduceProcessor implements TridentProcessor {
    private final List<Fields> inputFields;
    private final MultiReducer reducer;
    private transient ProjectionFactory[] projections;
    private transient BatchCollector collector;
    private transient int slot;

    public MultiReduceProcessor(List<Fields> inputFields, MultiReducer reducer) {
        this.inputFields = inputFields;
        this.reducer = reducer;
    }

    @Override
    public void prepare(ProcessorContext context) {
        slot = context.slot;
        projections = new ProjectionFactory[inputFields.size()];
        List<TridentTuple.Factory> factories = new ArrayList<>();
        for (int i = 0; i < projections.length; i++) {
            projections[i] = new ProjectionFactory(context.inputs.get(i), inputFields.get(i));
            factories.add(projections[i]);
        }
        collector = new BatchCollector(context.output, context.errors);
        reducer.prepare(context.conf, new TridentMultiReducerContext(factories));
    }

    @Override
    public void startBatch(BatchRun batch) {
        batch.set(slot, reducer.init(collector.at(batch, null)));
    }

    @Override
    public void execute(BatchRun batch, int inputIndex, TridentTuple tuple) {
        reducer.execute(batch.get(slot), inputIndex, projections[inputIndex].create(tuple), collector.at(batch, null));
    }

    @Override
    public void finishBatch(BatchRun batch) {
        reducer.complete(batch.get(slot), collector.at(batch, null));
    }

    @Override
    public void cleanup() {
        reducer.cleanup();
    }
}
