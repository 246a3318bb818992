package io.github.stormmc.trident.processor;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.storm.trident.operation.GroupedMultiReducer;
import org.apache.storm.trident.operation.TridentMultiReducerContext;
import org.apache.storm.trident.tuple.TridentTuple;
import org.apache.storm.trident.tuple.TridentTupleView;
import org.apache.storm.trident.tuple.TridentTupleView.ProjectionFactory;
import org.apache.storm.tuple.Fields;

/**
 * {@code multiReduce} over grouped streams: one reducer state per group key per batch; the group's values (named as
 * the first stream's group fields) prefix every emit.
 */
@SuppressWarnings({"rawtypes", "unchecked"})
public final class GroupedMultiReduceProcessor implements TridentProcessor {
    private final List<Fields> groupFields;
    private final List<Fields> inputFields;
    private final GroupedMultiReducer reducer;
    private transient ProjectionFactory[] groups;
    private transient ProjectionFactory[] inputs;
    private transient BatchCollector collector;
    private transient int slot;

    public GroupedMultiReduceProcessor(List<Fields> groupFields, List<Fields> inputFields, GroupedMultiReducer reducer) {
        this.groupFields = groupFields;
        this.inputFields = inputFields;
        this.reducer = reducer;
    }

    @Override
    public void prepare(ProcessorContext context) {
        slot = context.slot;
        groups = new ProjectionFactory[groupFields.size()];
        inputs = new ProjectionFactory[inputFields.size()];
        List<TridentTuple.Factory> factories = new ArrayList<>();
        for (int i = 0; i < groups.length; i++) {
            groups[i] = new ProjectionFactory(context.inputs.get(i), groupFields.get(i));
            inputs[i] = new ProjectionFactory(context.inputs.get(i), inputFields.get(i));
            factories.add(inputs[i]);
        }
        collector = new BatchCollector(context.output, context.errors);
        reducer.prepare(context.conf, new TridentMultiReducerContext(factories));
    }

    @Override
    public void startBatch(BatchRun batch) {
        batch.set(slot, new LinkedHashMap<List<Object>, Object[]>());
    }

    @Override
    public void execute(BatchRun batch, int inputIndex, TridentTuple tuple) {
        Map<List<Object>, Object[]> states = (Map<List<Object>, Object[]>) batch.get(slot);
        List<Object> key = new ArrayList<>(groups[inputIndex].create(tuple));
        collector.at(batch, key);
        Object[] entry = states.get(key);
        if (entry == null) {
            TridentTuple group = TridentTupleView.createFreshTuple(groupFields.get(0), key);
            entry = new Object[] {group, reducer.init(collector, group)};
            states.put(key, entry);
        }
        reducer.execute(entry[1], inputIndex, (TridentTuple) entry[0], inputs[inputIndex].create(tuple), collector);
    }

    @Override
    public void finishBatch(BatchRun batch) {
        Map<List<Object>, Object[]> states = (Map<List<Object>, Object[]>) batch.get(slot);
        for (Map.Entry<List<Object>, Object[]> e : states.entrySet()) {
            reducer.complete(e.getValue()[1], (TridentTuple) e.getValue()[0], collector.at(batch, e.getKey()));
        }
    }

    @Override
    public void cleanup() {
        reducer.cleanup();
    }
}
